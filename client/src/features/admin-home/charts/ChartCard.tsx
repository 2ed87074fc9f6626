import { useId, type ReactNode } from 'react';

type ChartCardProps = {
  title: string;
  /** One sentence with the chart's main figure, read by everyone (and first by screen readers). */
  summary: ReactNode;
  /** The drawn chart; hidden from screen readers, which read `table` instead. */
  chart: ReactNode;
  /** The chart's figures as a table, under 'Show the figures'. */
  table: ReactNode;
  className?: string;
};

/**
 * One chart of the admin home: its title, a sentence with what matters, the drawing (hidden from
 * assistive technology) and the same figures as a table any reader can open.
 */
export function ChartCard({ title, summary, chart, table, className = '' }: ChartCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h3 id={titleId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{summary}</p>
      <div aria-hidden="true" className="mt-4 min-w-0">
        {chart}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 hover:text-brand-900">Show the figures</summary>
        <div className="mt-2 max-h-72 overflow-auto">{table}</div>
      </details>
    </section>
  );
}

/** A small table of a chart's figures: a caption, the column heads, one row per period. */
export function FiguresTable({ caption, heads, rows }: { caption: string; heads: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-slate-800">
        <tr>
          {heads.map((head, index) => (
            <th key={head} scope="col" className={`py-1.5 pr-3 font-semibold ${index > 0 ? 'text-right' : ''}`}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-900">
        {rows.map(([first, ...rest], rowIndex) => (
          <tr key={rowIndex}>
            <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
              {first}
            </th>
            {rest.map((cell, index) => (
              <td key={index} className="py-1.5 pr-3 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
