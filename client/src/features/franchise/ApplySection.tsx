import { lazy, Suspense } from 'react';
import { ContractSteps } from './ContractSteps';

/**
 * The form's code (react-hook-form, the contract's schema, the API client) is a chunk of its own:
 * the server renders the form whole, and React hydrates it when its code has arrived.
 */
const FranchiseUploadForm = lazy(async () => ({ default: (await import('./FranchiseUploadForm')).FranchiseUploadForm }));

/** The download link and numbered instructions beside the contract upload form. */
export function ApplySection() {
  return (
    <section id="apply" aria-labelledby="apply-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2 lg:gap-16">
        <ContractSteps />
        <section
          aria-labelledby="upload-title"
          className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/5 sm:p-8"
        >
          <h2 id="upload-title" className="text-2xl font-bold text-brand-950">
            Upload your signed contract
          </h2>
          <p className="mt-2 text-sm text-slate-700">We only accept the signed agreement as a PDF file.</p>
          <Suspense>
            <FranchiseUploadForm />
          </Suspense>
        </section>
      </div>
    </section>
  );
}
