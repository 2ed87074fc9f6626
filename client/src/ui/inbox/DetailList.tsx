import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode; wide?: boolean };

/**
 * A record's fields as label/value pairs: two columns from small screens up, one on a phone;
 * `wide` items (a message, a comment) take the whole row. Long words wrap instead of overflowing.
 */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
      {details.map(({ label, value, wide }) => (
        <div key={label} className={wide ? 'sm:col-span-2' : undefined}>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-1 text-sm whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
