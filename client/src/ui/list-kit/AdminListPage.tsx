import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/ui/Alert';
import { DataTable, type DataTableProps } from './DataTable';
import { ListFooter, useKeepPageInRange, type ListPager } from './ListFooter';
import { listStatusOf } from './ListStatusRow';
import { PageSizeSelect } from './PageSizeSelect';
import { SearchField } from './SearchField';
import type { ListPage } from './use-list-query';
import type { ListControls } from './use-list-state';
import { PageTitle } from '@/lib/page-meta';

/** A message shown above a table after an action on a row (cancelled, refunded, no invoice). */
export type ListNotice = { tone: 'success' | 'error'; text: string };

/** The query of the page on screen (a list route's `tsr` query that selects a page, or any query with rows and a total). */
export type ListQuery<Row> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data?: ListPage<Row> | undefined;
};

type AdminListPageProps<Row, S extends string> = {
  /** The menu group above the title ('Leads', 'Transactions'). */
  eyebrow?: string;
  /** A way back above the title, for a list narrowed to one record ('Back to jobs'). */
  back?: { to: string; label: string };
  /** The heading, and the tab title ('{title} | Bayanihan Remote'). */
  title: string;
  /** Under the title: what the list holds, or a link back to all of it. */
  intro?: ReactNode;
  /** Beside the title: Export CSV, + Add Job. */
  actions?: ReactNode;
  /** Between the title and the filters: figures about the list (the revenue strip). */
  overview?: ReactNode;
  /** `useListState`'s result: the frame wires the search, sort, page size and pager to it. */
  list: ListControls<S>;
  search: { label: string; placeholder: string };
  /** The screen's own filters, after the search box. */
  filters?: ReactNode;
  query: ListQuery<Row>;
  /** What the table says while loading, when nothing matches, and when the load failed. */
  texts: { loading: string; empty: string; errorText: (error: unknown) => string };
  /** The count above the table, '12 inquiries' (thousands separated), once the total is known. */
  count?: { one: string; other: string };
  /** An action's outcome above the table. */
  notice?: ListNotice | null;
  table: Pick<DataTableProps<Row, S>, 'label' | 'columns' | 'rowKey' | 'rowClassName' | 'onRowClick' | 'minWidth' | 'cardsOnPhones'>;
  /** Names the pager's landmark ('Inquiries pages'); `pager` says whether it shows for a single page. */
  footer: { label: string; pager?: ListPager };
  /** What opens over the list: a record's dialog. */
  children?: ReactNode;
};

function countText(total: number, { one, other }: { one: string; other: string }): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? one : other}`;
}

/**
 * The frame of every admin list screen: title, search and filters with the page size, the count
 * and an action's message, the table (loading, empty and error rows included), and 'Showing x–y
 * of n' with the pager. A page past the end (the list shrank, an old link) goes to the last one.
 */
export function AdminListPage<Row, S extends string>(props: AdminListPageProps<Row, S>) {
  const { list, query, count, notice, footer } = props;
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...list.params, total }, list.setPage);
  const status = listStatusOf(query, query.data?.rows.length, props.texts);

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle page={props.title} />
      {props.back ? (
        <Link
          to={props.back.to}
          className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {props.back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          {props.eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{props.eyebrow}</p> : null}
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{props.title}</h1>
          {props.intro ? <p className="mt-2 max-w-2xl text-slate-700">{props.intro}</p> : null}
        </div>
        {/* max-w-full: a row of actions (three Manage billing buttons) wraps on a phone instead of widening the page. */}
        {props.actions ? <div className="flex max-w-full min-w-0 flex-wrap gap-2">{props.actions}</div> : null}
      </div>
      {props.overview ? <div className="mt-6">{props.overview}</div> : null}

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SearchField
          label={props.search.label}
          placeholder={props.search.placeholder}
          value={list.params.q}
          onSearch={list.setQuery}
          className="w-full sm:max-w-sm"
        />
        {props.filters}
        <PageSizeSelect value={list.params.pageSize} onChange={list.setPageSize} />
      </div>

      {count ? (
        // Its line is there before the total is known, so the table below does not move when it arrives.
        <p role="status" className="mt-6 min-h-5 text-sm font-semibold text-slate-800">
          {query.data ? countText(total, count) : ''}
        </p>
      ) : null}
      {notice ? (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      ) : null}
      {/*
        At least a screen's height for the table and its pager: while the rows load, the site's
        footer waits below the screen instead of showing and then being pushed away by them.
      */}
      <div className="mt-4 flex min-h-[calc(100dvh-16rem)] flex-col gap-4">
        <DataTable
          {...props.table}
          rows={query.data?.rows ?? []}
          sort={list.params.sort}
          onSort={list.setSort}
          status={status}
          refreshing={query.isPlaceholderData}
        />
        {status ? null : (
          <ListFooter label={footer.label} pager={footer.pager} page={list.params.page} pageSize={list.params.pageSize} total={total} onPageChange={list.setPage} />
        )}
      </div>
      {props.children}
    </div>
  );
}
