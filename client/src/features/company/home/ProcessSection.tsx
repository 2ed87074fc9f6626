import { FeatureCard } from '@/ui/marketing/FeatureCard';
import { TitledSection } from '@/ui/marketing/TitledSection';
import { hiringSteps } from './home-content';

/** The five hiring steps as a numbered, ordered list. */
export function ProcessSection() {
  return (
    <TitledSection
      headingId="hiring-process-title"
      background="slate"
      eyebrow="How we hire"
      title="Our hiring process in 5 steps"
      intro="A proven, recruiter-led process that puts only qualified, interview-ready professionals in front of you."
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {hiringSteps.map((step, index) => (
          <li key={step.title}>
            <FeatureCard
              icon={step.icon}
              tone="solid"
              marker={
                <span className="text-3xl font-bold text-brand-500" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              }
              title={
                <>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </>
              }
            >
              <p>{step.text}</p>
            </FeatureCard>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
