import type { ReactNode } from 'react';

type SectionHeadingProps = {
  /** The id the section's `aria-labelledby` points at. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
};

/** Eyebrow, h2 and an optional intro paragraph, in the same rhythm on every page. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center' }: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">{intro}</p> : null}
    </div>
  );
}
