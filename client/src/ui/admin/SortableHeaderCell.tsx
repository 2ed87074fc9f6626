import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SortDirection } from './sort-order';

type SortableHeaderCellProps = {
  label: ReactNode;
  /** The direction when this column is the current sort, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  /** Padding of the cell (the table's own). */
  className?: string;
};

/**
 * A column header whose button sorts by it. `aria-sort` is set on the sorted column only, as
 * WAI-ARIA asks (one sorted header at a time); the others carry none.
 */
export function SortableHeaderCell({ label, direction, onSort, className = 'px-3 py-2' }: SortableHeaderCellProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={`text-left ${className}`}
    >
      <button
        type="button"
        onClick={onSort}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 font-semibold whitespace-nowrap text-slate-800 hover:text-brand-800"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${direction ? 'text-brand-700' : 'text-slate-500'}`} />
      </button>
    </th>
  );
}
