import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ariaSortOf, nextSort, type SortPair } from './use-table-params';

type SortableHeaderProps<S extends string> = {
  label: string;
  pair: SortPair<S>;
  current: S;
  onSort: (sort: S) => void;
  /** Padding of the cell (the table's own). */
  className?: string;
};

/** A column header that sorts the table; a repeated click toggles ascending/descending. */
export function SortableHeader<S extends string>({ label, pair, current, onSort, className = 'px-4 py-3' }: SortableHeaderProps<S>) {
  const direction = ariaSortOf(current, pair);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className={`text-left font-semibold ${className}`}>
      <button
        type="button"
        onClick={() => onSort(nextSort(current, pair))}
        className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 text-left hover:text-brand-800"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${direction ? 'text-brand-700' : 'text-slate-500'}`} />
      </button>
    </th>
  );
}
