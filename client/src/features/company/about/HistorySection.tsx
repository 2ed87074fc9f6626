import { company } from '@contract/catalogues/company';
import { SectionHeading } from '@/ui/marketing/SectionHeading';
import { milestones } from './about-content';

/** The company history (anchor #history, the target of the About Us links) with a timeline. */
export function HistorySection() {
  return (
    <section id="history" aria-labelledby="history-title" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SectionHeading id="history-title" eyebrow="Our history" title="From five clients to a team across four countries" align="left" />
          <div className="mt-5 space-y-4 leading-relaxed text-slate-700">
            <p>
              {company.brand} began with a simple observation: small businesses in the United States were losing good
              customers because nobody had time to answer the phone, follow up on leads or keep the books up to date,
              while the Philippines had thousands of skilled, English-fluent professionals looking for stable careers.
            </p>
            <p>
              We set out to connect the two fairly. Clients get dedicated, well-trained professionals at a fraction of
              local costs; our team members get competitive pay, health benefits and a real career path. Nearly a
              decade later, that balance is still how we measure success.
            </p>
          </div>
        </div>
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-8">
          {milestones.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] flex h-5 w-5 items-center justify-center rounded-full border-4 border-white bg-accent-500 shadow"
              />
              <p className="text-sm font-bold tracking-wide text-brand-700">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-semibold text-brand-950">{milestone.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
