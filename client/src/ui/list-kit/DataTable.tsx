import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ListStatusRow, type ListStatus } from './ListStatusRow';
import { SortableHeader } from './SortableHeader';
import { directionOf, nextSort, type SortColumnOf, type SortDirection } from './sort-order';
import { useOverflows } from './use-overflows';

/** One column of an admin table. */
export type Column<Row, S extends string = string> = {
  /** Unique within the table. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button: the column's name in the list's sort values (`title` of `title_asc`). */
  sortKey?: SortColumnOf<S>;
  /** The direction of the first click on this column (names A→Z, dates newest first). Default 'asc'. */
  firstDirection?: SortDirection;
  /** Extra classes of the column's cells (width, wrapping). */
  className?: string;
};

export type DataTableProps<Row, S extends string> = {
  /** Names the scrollable region and the table's caption, e.g. "Job postings". */
  label: string;
  columns: readonly Column<Row, S>[];
  /** The rows of the current page (the previous page's while the next one loads). */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: S;
  onSort: (sort: S) => void;
  /** Shown in place of the rows: loading, empty or failed. */
  status: ListStatus | null;
  /** True while another page is on its way: the current rows stay, dimmed. */
  refreshing?: boolean;
  /** Classes of a row (e.g. a highlighted row being edited). */
  rowClassName?: (row: Row) => string;
  /** Called for a click on a row outside its own links and buttons. */
  onRowClick?: (row: Row) => void;
  /** Width under which the table scrolls sideways rather than squeezing its columns. */
  minWidth?: string;
  /**
   * Under Tailwind's sm (640 px), each row as a card listing its columns one under another, so
   * every column, its actions included, is in view without scrolling sideways.
   */
  cardsOnPhones?: boolean;
};

/** A phone's width: narrower than Tailwind's sm breakpoint. */
const PHONE_QUERY = '(max-width: 639.98px)';

function usePhoneWidth(enabled: boolean): boolean {
  const query = () => enabled && typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  const [phone, setPhone] = useState(query);
  useEffect(() => {
    if (!enabled || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [enabled]);
  return phone;
}

// Opaque (each use sets a background) and above the scrolling cells, whose contents may be positioned.
const stickyCell = 'sticky left-0 z-20 shadow-[1px_0_0_0_var(--color-slate-200)]';

/**
 * The admin table. On a narrow screen it scrolls sideways inside its own focusable frame (never
 * the page), with the first column kept in view and a hint over the header row while columns with rows are hidden,
 * so the last columns (Status, Actions) are always reachable at 390 px.
 */
export function DataTable<Row, S extends string>(props: DataTableProps<Row, S>) {
  const { label, columns, rows, rowKey, sort, onSort, status, refreshing = false, rowClassName, onRowClick } = props;
  const frame = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(frame);
  const cards = usePhoneWidth(props.cardsOnPhones === true);

  if (cards) return <DataCards {...props} />;

  return (
    <div className="relative">
      {/*
        Over the header row's far end rather than above the table: it appears once the rows have
        made the table wider than its frame, and pushing the table down then would make it jump.
      */}
      {overflows && !status ? (
        <p className="pointer-events-none absolute top-2.5 right-2 z-30 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-medium text-slate-700 shadow ring-1 ring-slate-200">
          Scroll sideways for more columns <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        ref={frame}
        role="region"
        aria-label={label}
        tabIndex={0}
        // relative: absolutely placed pieces inside (screen-reader-only texts) scroll with the table instead of widening the page.
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table aria-busy={refreshing || undefined} className={`w-full text-sm ${props.minWidth ?? 'min-w-[60rem]'} ${refreshing ? 'opacity-60' : ''}`}>
          <caption className="sr-only">{label}</caption>
          {/* Unseen until the rows arrive: the columns take their widths from the rows, and headers that moved then would make the table jump. */}
          <thead className={`border-b border-slate-200 bg-slate-50 text-slate-800 ${status?.kind === 'loading' ? '[&_th]:invisible' : ''}`}>
            <tr>
              {columns.map((column, index) => {
                const sticky = index === 0 ? `${stickyCell} bg-slate-50` : '';
                return column.sortKey ? (
                  <SortableHeader
                    key={column.id}
                    label={column.header}
                    direction={directionOf(sort, column.sortKey)}
                    onSort={() => onSort(nextSort(sort, column.sortKey as SortColumnOf<S>, column.firstDirection ?? 'asc') as S)}
                    className={sticky}
                  />
                ) : (
                  <th key={column.id} scope="col" className={`px-3 py-3 text-left font-semibold whitespace-nowrap ${sticky}`}>
                    {column.header}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {status ? (
              <ListStatusRow status={status} columnCount={columns.length} />
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  onClick={
                    onRowClick
                      ? (event) => {
                          if (!(event.target as HTMLElement).closest('a, button, input, select, textarea, label')) onRowClick(row);
                        }
                      : undefined
                  }
                  className={`align-top ${onRowClick ? 'cursor-pointer' : ''} ${rowClassName?.(row) ?? 'hover:bg-slate-50/70'}`}
                >
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.id} scope="row" className={`bg-white px-3 py-3 text-left font-normal ${stickyCell} ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={`px-3 py-3 ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The rows as cards (phones): each column under the other, beside its header. */
function DataCards<Row, S extends string>({ label, columns, rows, rowKey, sort, onSort, status, refreshing = false, rowClassName }: DataTableProps<Row, S>) {
  // The headers' sort buttons, as one choice above the cards.
  const sortable = columns.filter((column) => column.sortKey);
  const nameOf = (column: Column<Row, S>) => (typeof column.header === 'string' ? column.header : column.id);
  return (
    <section aria-label={label} aria-busy={refreshing || undefined} className={refreshing ? 'opacity-60' : ''}>
      {sortable.length > 0 ? (
        <label className="mb-3 flex items-center gap-2 text-sm text-slate-800">
          Sort by
          <select
            value={sort}
            onChange={(event) => onSort(event.target.value as S)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {/* The list's own order (e.g. newest first) when no column's sort is chosen. */}
            {sortable.some((column) => directionOf(sort, column.sortKey as string) !== null) ? null : <option value={sort}>Default order</option>}
            {sortable.flatMap((column) => [
              <option key={`${column.id}-asc`} value={`${column.sortKey}_asc`}>
                {nameOf(column)} ▲
              </option>,
              <option key={`${column.id}-desc`} value={`${column.sortKey}_desc`}>
                {nameOf(column)} ▼
              </option>,
            ])}
          </select>
        </label>
      ) : null}
      {status ? (
        <table className="w-full rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
          <tbody>
            <ListStatusRow status={status} columnCount={1} />
          </tbody>
        </table>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={rowKey(row)} className={`rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm ${rowClassName?.(row) ?? ''}`}>
              <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2">
                {columns.map((column) => (
                  <div key={column.id} className="contents">
                    <dt className="font-medium text-slate-600">{column.header}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
