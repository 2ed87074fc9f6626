import { useId, type ReactNode } from 'react';

/** A section of My work under the week form (past weeks, missed weeks): its h2, which labels it, then its content. */
export function MyWorkSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
