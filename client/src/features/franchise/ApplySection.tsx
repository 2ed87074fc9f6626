import { lazy, Suspense } from 'react';
import { ContractSteps } from './ContractSteps';
import { importAfterFirstInput } from '@/lib/after-first-input';

/** The form's code comes once the visitor first acts on the page (docs/decisions.md, "Forms on public pages"). */
const FranchiseUploadForm = lazy(async () => ({ default: (await importAfterFirstInput(() => import('./FranchiseUploadForm'))).FranchiseUploadForm }));

/** One element for every render, so a re-render of the page leaves the server's form alone until its code arrives. */
const uploadForm = (
  <Suspense>
    <FranchiseUploadForm />
  </Suspense>
);

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
