import { useId, type ReactNode } from 'react';

type HeadedSectionProps = {
  /** The section's spacing (margins). */
  className: string;
  title: ReactNode;
  /** The line under the title. */
  subtitle: ReactNode;
  /** Beside the title on wide screens, under it on phones (a count, a status). */
  aside?: ReactNode;
  /** The section's name when its title alone would not tell it from a sibling (two subscriptions of one plan). */
  name?: string;
  children: ReactNode;
};

/** A section of a signed-in page, labelled by its h2: the title, the line under it and its note, over a rule; then the content. */
export function HeadedSection({ className, title, subtitle, aside, name, children }: HeadedSectionProps) {
  const headingId = useId();
  return (
    <section {...(name ? { 'aria-label': name } : { 'aria-labelledby': headingId })} className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-700">{subtitle}</p>
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
