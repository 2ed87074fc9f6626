import { FeatureCard } from '@/ui/marketing/FeatureCard';
import { TitledSection } from '@/ui/marketing/TitledSection';
import { coreValues } from './culture-content';

/** The core values (anchor #culture-values). */
export function CultureValues() {
  return (
    <TitledSection
      id="culture-values"
      headingId="culture-values-title"
      background="slate"
      eyebrow="What we stand for"
      title="Our core values"
      intro="Six values guide how we hire, how we work with clients and how we treat one another."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {coreValues.map((value) => (
          <li key={value.name}>
            <FeatureCard
              icon={value.icon}
              tone="accent"
              title={
                <>
                  {value.meaning ? <span lang="fil">{value.name}</span> : value.name}
                  {value.meaning ? <span className="font-normal text-slate-600"> ({value.meaning})</span> : null}
                </>
              }
            >
              <p>{value.text}</p>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
