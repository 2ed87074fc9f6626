import { SectionHeading } from '@/ui/marketing/SectionHeading';
import { hiringSteps } from './home-content';

/** The five hiring steps as a numbered, ordered list. */
export function ProcessSection() {
  return (
    <section aria-labelledby="hiring-process-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="hiring-process-title"
          eyebrow="How we hire"
          title="Our hiring process in 5 steps"
          intro="A proven, recruiter-led process that puts only qualified, interview-ready professionals in front of you."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {hiringSteps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <step.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span className="text-3xl font-bold text-brand-500" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-brand-950">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
