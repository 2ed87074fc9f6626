import { ClipboardList, GraduationCap, MessagesSquare } from 'lucide-react';
import { FeatureCard } from '@/ui/marketing/FeatureCard';
import { SectionHeading } from '@/ui/marketing/SectionHeading';

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
        <SectionHeading id="hiring-steps-heading" align="left" title="How our hiring works" />
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title}>
              <FeatureCard
                icon={step.icon}
                title={
                  <>
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </>
                }
              >
                {step.text}
              </FeatureCard>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
