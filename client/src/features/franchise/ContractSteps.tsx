import { Download } from 'lucide-react';
import { buttonClasses } from '@/ui/Button';

/** The template the generator script writes (scripts/generate-franchise-template.ts). */
export const CONTRACT_TEMPLATE_URL = '/downloads/franchise-agreement-template.pdf';

const steps: readonly { title: string; text: string }[] = [
  { title: 'Download the contract template', text: 'A four-page franchise agreement, as a PDF.' },
  { title: 'Read it carefully', text: 'Ideally with your lawyer and accountant; write to us with any questions first.' },
  { title: 'Fill it in and sign it', text: 'Complete every blank, initial the foot of each page and sign Section 14.' },
  { title: 'Scan or export it as a PDF', text: 'All pages in one PDF file of at most 5 MB.' },
  { title: 'Upload it below', text: 'With your name and the email address we should reply to.' },
  { title: 'Hear from us within two business days', text: 'We confirm receipt and book an introductory call about your territory.' },
];

export function ContractSteps() {
  return (
    <div>
      <h2 id="apply-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
        How to apply
      </h2>
      <p className="mt-3 text-slate-700">
        Applying takes one signed document. Nothing is binding until both sides have signed, and you receive our Franchise
        Disclosure Document at least 14 days before you sign or pay anything.
      </p>
      <a
        href={CONTRACT_TEMPLATE_URL}
        download
        className={buttonClasses('primary', 'mt-6 px-5 py-3 text-base')}
      >
        <Download className="h-5 w-5" aria-hidden="true" />
        Download the contract template
      </a>
      <p className="mt-2 text-sm text-slate-600">PDF, 4 pages</p>
      <ol className="mt-8 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <p className="pt-1.5 text-slate-700">
              <span className="font-semibold text-brand-950">{step.title}.</span> {step.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
