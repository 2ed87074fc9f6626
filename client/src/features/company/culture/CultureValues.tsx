import { SectionHeading } from '@/ui/marketing/SectionHeading';
import { coreValues } from './culture-content';

/** The core values (anchor #culture-values). */
export function CultureValues() {
  return (
    <section id="culture-values" aria-labelledby="culture-values-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="culture-values-title"
          eyebrow="What we stand for"
          title="Our core values"
          intro="Six values guide how we hire, how we work with clients and how we treat one another."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value) => (
            <li key={value.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-100 text-brand-800">
                <value.icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-950">
                {value.meaning ? <span lang="fil">{value.name}</span> : value.name}
                {value.meaning ? <span className="font-normal text-slate-600"> ({value.meaning})</span> : null}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
