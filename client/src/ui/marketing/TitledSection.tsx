import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

const backgrounds = { white: 'bg-white', slate: 'bg-slate-50', brand: 'bg-brand-50' } as const;

type TitledSectionProps = {
  /** The id of the section's h2, which its `aria-labelledby` points at. */
  headingId: string;
  /** An anchor other pages link to (such as #culture-values). */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  background: keyof typeof backgrounds;
  /**
   * 'roomy', the company pages' bands: the padding is around the 7xl column. 'compact', the
   * franchise and team builder pages' tighter bands: the padding is inside it.
   */
  spacing?: 'roomy' | 'compact';
  children: ReactNode;
};

/** A full-width band of a marketing page: the centred column, its SectionHeading, then the content. */
export function TitledSection({ headingId, id, eyebrow, title, intro, align, background, spacing = 'roomy', children }: TitledSectionProps) {
  const roomy = spacing === 'roomy';
  return (
    <section id={id} aria-labelledby={headingId} className={`${backgrounds[background]}${roomy ? ' px-4 py-16 sm:px-6 sm:py-20' : ''}`}>
      <div className={roomy ? 'mx-auto max-w-7xl' : 'mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16'}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={align} />
        {children}
      </div>
    </section>
  );
}
