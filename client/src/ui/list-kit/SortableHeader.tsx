import type { ReactNode } from 'react';
import type { SortDirection } from './sort-order';

type SortableHeaderProps = {
  label: ReactNode;
  /** The direction when this column is the current sort, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
};

const arrows: Record<SortDirection | 'none', string> = { asc: '▲', desc: '▼', none: '↕' };

/**
 * A column header whose button sorts by it, with ▲ (ascending) or ▼ (descending) on the sorted
 * column. `aria-sort` is set on the sorted column only, as WAI-ARIA asks (one sorted header at
 * a time); the others carry none.
 */
export function SortableHeader({ label, direction, onSort, className = '' }: SortableHeaderProps) {
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={`px-3 py-3 text-left ${className}`}
    >
      <button
        type="button"
        onClick={onSort}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 font-semibold whitespace-nowrap text-slate-800 hover:text-brand-800"
      >
        {label}
        <span aria-hidden="true" className={`text-xs ${direction ? 'text-brand-700' : 'text-slate-400'}`}>
          {arrows[direction ?? 'none']}
        </span>
      </button>
    </th>
  );
}
