import { CheckCircle2 } from 'lucide-react';
import type { Job } from '@contract/jobs';

type ListSection = { key: keyof Pick<Job, 'responsibilities' | 'requirements' | 'training' | 'benefits'>; title: string };

const listSections: ListSection[] = [
  { key: 'responsibilities', title: 'Responsibilities' },
  { key: 'requirements', title: 'Requirements' },
  { key: 'training', title: 'Training' },
  { key: 'benefits', title: 'Benefits' },
];

/** The posting's description and its lists; a list with no items is left out. */
export function JobSections({ job }: { job: Job }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="job-description-heading">
        <h2 id="job-description-heading" className="text-xl font-bold text-brand-950">
          About the role
        </h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{job.description}</p>
      </section>
      {listSections
        .filter((section) => job[section.key].length > 0)
        .map((section) => (
          <section key={section.key} aria-labelledby={`job-${section.key}-heading`}>
            <h2 id={`job-${section.key}-heading`} className="text-xl font-bold text-brand-950">
              {section.title}
            </h2>
            <ul className="mt-3 space-y-2.5">
              {job[section.key].map((item, index) => (
                <li key={index} className="flex gap-3 text-slate-700">
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="whitespace-pre-line">{item}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
