import { ClipboardList, GraduationCap, MessagesSquare } from 'lucide-react';

const steps = [
  {
    icon: ClipboardList,
    title: 'Apply online',
    text: 'Choose a job, fill in the short form and upload your resume as a PDF. It takes about five minutes.',
  },
  {
    icon: MessagesSquare,
    title: 'Interview with us',
    text: 'Our recruiters review every application and invite shortlisted candidates to an initial and a final interview.',
  },
  {
    icon: GraduationCap,
    title: 'Train and start',
    text: 'Receive your job offer, then paid product training and e-learning before you meet your client team.',
  },
];

/** What happens after applying, so applicants know what to expect. */
export function HiringSteps() {
  return (
    <section aria-labelledby="hiring-steps-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="hiring-steps-heading" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          How our hiring works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                <step.icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-950">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
