import { company } from '@contract/catalogues/company';
import { POLICY_LAST_UPDATED, policySections } from './privacy/policy-sections';
import { PageMeta } from '@/lib/page-meta';
import { privacyPolicyPageMeta } from '@/lib/public-page-meta/privacy-policy';

/** /privacypolicy: the 14 sections with an in-page table of contents. */
export function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta {...privacyPolicyPageMeta} />
      <div className="on-dark bg-gradient-to-br from-brand-950 to-brand-800 px-4 py-12 text-white sm:px-6 sm:py-16">
        <div className="mx-auto max-w-7xl">
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{company.brand}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Privacy Policy</h1>
          <p className="mt-4 text-brand-100">
            Last updated <time dateTime="2024-12-01">{POLICY_LAST_UPDATED}</time>
          </p>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[18rem_1fr] lg:py-16">
        <nav aria-labelledby="privacy-toc-title" className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <p id="privacy-toc-title" className="text-sm font-semibold tracking-wide text-brand-950 uppercase">
              On this page
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {policySections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-800"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-12 text-base leading-relaxed text-slate-700">
          {policySections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="space-y-4">
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-brand-950 sm:text-2xl">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
