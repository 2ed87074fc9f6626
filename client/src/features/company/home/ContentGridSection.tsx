import { FeatureCard } from '@/ui/marketing/FeatureCard';
import { TitledSection } from '@/ui/marketing/TitledSection';
import type { ContentItem } from './home-content';

type ContentGridSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly ContentItem[];
  tone?: 'white' | 'tinted';
};

/** A titled section of three feature cards (onboarding, operations). */
export function ContentGridSection({ id, eyebrow, title, intro, items, tone = 'white' }: ContentGridSectionProps) {
  return (
    <TitledSection id={id} headingId={`${id}-title`} background={tone === 'tinted' ? 'brand' : 'white'} eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title}>
            <FeatureCard icon={item.icon} title={item.title}>
              <p>{item.text}</p>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
