import { ContractSteps } from './ContractSteps';
import { deferredForm } from '@/ui/deferred-form';

/** The form, its code fetched once the visitor acts (see ui/deferred-form). */
const uploadForm = deferredForm(async () => (await import('./FranchiseUploadForm')).FranchiseUploadForm, {});

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
          {uploadForm}
        </section>
      </div>
    </section>
  );
}
