import { FeatureCard } from '@/ui/marketing/FeatureCard';
import { SectionHeading } from '@/ui/marketing/SectionHeading';
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
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`px-4 py-16 sm:px-6 sm:py-20 ${tone === 'tinted' ? 'bg-brand-50' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title}>
                <p>{item.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
