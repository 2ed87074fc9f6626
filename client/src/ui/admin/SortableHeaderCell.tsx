import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

type SortableHeaderCellProps = {
  label: ReactNode;
  /** The direction when this column is the current sort, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
};

/** A column header whose button sorts by it; `aria-sort` tells assistive technology the order. */
export function SortableHeaderCell({ label, direction, onSort, className = '' }: SortableHeaderCellProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={`px-3 py-2 text-left ${className}`}
    >
      <button
        type="button"
        onClick={onSort}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 font-semibold whitespace-nowrap text-slate-800 hover:text-brand-800"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${direction ? 'text-brand-700' : 'text-slate-500'}`} />
      </button>
    </th>
  );
}
