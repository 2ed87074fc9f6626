import { useId, type ReactNode } from 'react';

type PageHeaderProps = {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** An illustration or call to action shown beside the text on wide screens. */
  aside?: ReactNode;
  /** What follows the lead: facts, calls to action. */
  children?: ReactNode;
};

/** The dark banner that opens a marketing page, holding the page's only h1 (and labelling its section). */
export function PageHeader({ eyebrow, title, lead, aside, children }: PageHeaderProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="on-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-600/30 blur-3xl" />
      <div
        className={`relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 ${aside ? 'lg:grid-cols-[1.15fr_1fr]' : ''}`}
      >
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p>
          <h1 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          <div className="mt-5 text-lg leading-relaxed text-brand-100">{lead}</div>
          {children}
        </div>
        {aside ? <div className="mx-auto w-full max-w-md lg:max-w-none">{aside}</div> : null}
      </div>
    </section>
  );
}
