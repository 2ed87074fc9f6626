import type { ReactNode } from 'react';
import { Alert } from '@/ui/Alert';
import { pageCount } from '@/ui/admin/pager-window';
import { PageSizeSelect } from '@/ui/admin/PageSizeSelect';
import { ShowingRange } from '@/ui/admin/ShowingRange';
import { SortableHeaderCell } from '@/ui/admin/SortableHeaderCell';
import { directionOf } from '@/ui/admin/sort-order';
import { TablePager } from '@/ui/admin/TablePager';
import { listErrorText } from './answer';
import type { Column } from './columns';
import type { ListParams } from './list-params';

type BillingListProps<Row, Context> = {
  /** Names the table and its pager ('Subscriptions'). */
  label: string;
  columns: readonly Column<Row, Context>[];
  context: Context;
  rowKey: (row: Row) => string;
  query: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean; data?: { rows: Row[]; total: number } | undefined };
  params: ListParams<string>;
  onSort: (field: string) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  texts: { loading: string; empty: string };
  /** Classes of the table (its minimum width, so it scrolls sideways on phones). */
  tableClassName?: string;
};

const plainHeader = 'px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-800';

/** One billing list: the states (loading, error, empty), the table with sortable headers, the page size and the pager. */
export function BillingList<Row, Context>(props: BillingListProps<Row, Context>) {
  const { label, columns, context, rowKey, query, params, texts } = props;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-slate-700">
        {texts.loading}
      </p>
    );
  } else if (query.isError || !query.data) {
    body = <Alert tone="error">{listErrorText(query.error)}</Alert>;
  } else if (query.data.rows.length === 0) {
    body = <p className="rounded-xl border border-dashed border-slate-300 py-10 text-center text-slate-700">{texts.empty}</p>;
  } else {
    body = (
      <div role="region" aria-label={`${label} table`} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table aria-busy={query.isPlaceholderData} className={`w-full text-sm ${props.tableClassName ?? 'min-w-[56rem]'} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <caption className="sr-only">{label}, one page</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {columns.map((column) =>
                column.sortField ? (
                  <SortableHeaderCell
                    key={column.id}
                    label={column.header}
                    direction={directionOf(params.sort, column.sortField)}
                    onSort={() => props.onSort(column.sortField!)}
                  />
                ) : (
                  <th key={column.id} scope="col" className={plainHeader}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {query.data.rows.map((row, index) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
                {columns.map((column) => (
                  <td key={column.id} className="px-2.5 py-3 text-slate-800">
                    {column.cell(row, context, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, params.pageSize);
  return (
    <div className="space-y-4">
      {body}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <PageSizeSelect value={params.pageSize} onChange={props.onPageSize} />
          {query.data && total > 0 ? <ShowingRange page={params.page} pageSize={params.pageSize} total={total} /> : null}
        </div>
        {totalPages > 1 ? <TablePager label={`${label} pages`} page={Math.min(params.page, totalPages)} totalPages={totalPages} onPageChange={props.onPage} /> : null}
      </div>
    </div>
  );
}
