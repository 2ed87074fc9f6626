import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminSubscriptionSorts, customerSubscriptionSorts } from '@contract/billing';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { Alert } from '@/ui/Alert';
import { DataTable } from '@/ui/list-kit/DataTable';
import { useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { BillingListFooter } from '@/features/billing/api/BillingListFooter';
import { listErrorText } from '@/features/billing/api/billing-errors';
import type { ListControls } from '@/features/billing/api/list-controls';
import { useAdminSubscriptionsPage, useMySubscriptionsPage } from '@/features/billing/api/use-subscriptions-page';
import type { Notice } from '@/features/billing/notice';
import { adminSubscriptionColumns, customerSubscriptionColumns } from './subscription-columns';

export const subscriptionTexts = {
  adminTitle: 'Admin Dashboard - Subscription',
  customerTitle: "User's Subscription Table",
  search: 'Search subscriptions...',
  loading: 'Loading subscriptions...',
  empty: 'No subscriptions found.',
} as const;

const DEFAULT_PAGE_SIZE = 10;
const statusTexts = { loading: subscriptionTexts.loading, empty: subscriptionTexts.empty, errorText: listErrorText };

type Query = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data?: { rows: unknown[]; total: number } | undefined;
};

/** The frame both views share: title, search, the action message, the table, page size and pager. */
function SubscriptionsFrame(props: {
  title: string;
  eyebrow: string;
  intro?: ReactNode;
  list: Omit<ListControls<string>, 'setSort'>;
  query: Query;
  notice: Notice | null;
  table: ReactNode;
}) {
  const { list, query } = props;
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...list.params, total }, list.setPage);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{props.eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{props.title}</h1>
      {props.intro}
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <SearchField label="Search" placeholder={subscriptionTexts.search} value={list.params.q} onSearch={list.setQuery} className="w-full max-w-md" />
        <PageSizeSelect value={list.params.pageSize} onChange={list.setPageSize} />
      </div>
      {props.notice ? (
        <Alert tone={props.notice.tone} className="mt-4">
          {props.notice.text}
        </Alert>
      ) : null}
      <div className="mt-6 space-y-4">
        {props.table}
        <BillingListFooter label="Subscriptions pages" page={list.params.page} pageSize={list.params.pageSize} total={total} onPageChange={list.setPage} />
      </div>
    </div>
  );
}

function AdminSubscriptions() {
  usePageTitle(subscriptionTexts.adminTitle);
  const list = useListState({ sorts: adminSubscriptionSorts, defaultSort: 'createdAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE, filters: ['userId'] as const });
  const query = useAdminSubscriptionsPage(list.params);
  const [notice, setNotice] = useState<Notice | null>(null);
  const columns = useMemo(() => adminSubscriptionColumns(setNotice), []);
  const intro = list.params.userId ? (
    <p className="mt-2 text-slate-700">
      One customer&apos;s subscriptions.{' '}
      <Link to="/subscription" className="font-semibold text-brand-700 underline">
        Show all subscriptions
      </Link>
    </p>
  ) : undefined;
  return (
    <SubscriptionsFrame
      title={subscriptionTexts.adminTitle}
      eyebrow="Transactions"
      intro={intro}
      list={list}
      query={query}
      notice={notice}
      table={
        <DataTable
          label="Subscriptions"
          columns={columns}
          rows={query.data?.rows ?? []}
          rowKey={(record) => record._id}
          sort={list.params.sort}
          onSort={list.setSort}
          status={listStatusOf(query, query.data?.rows.length, statusTexts)}
          refreshing={query.isPlaceholderData}
          minWidth="min-w-[64rem]"
        />
      }
    />
  );
}

function CustomerSubscriptions() {
  usePageTitle(subscriptionTexts.customerTitle);
  const list = useListState({ sorts: customerSubscriptionSorts, defaultSort: 'createdAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE });
  const query = useMySubscriptionsPage(list.params);
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = query.data?.rows;
  const offset = (list.params.page - 1) * list.params.pageSize;
  // Row numbers carry on over pages: the 11th subscription is row 11 on page 2.
  const columns = useMemo(
    () => customerSubscriptionColumns(setNotice, (record) => offset + (rows?.indexOf(record) ?? 0) + 1),
    [offset, rows],
  );
  return (
    <SubscriptionsFrame
      title={subscriptionTexts.customerTitle}
      eyebrow="Your account"
      list={list}
      query={query}
      notice={notice}
      table={
        <DataTable
          label="Subscriptions"
          columns={columns}
          rows={rows ?? []}
          rowKey={(record) => record._id}
          sort={list.params.sort}
          onSort={list.setSort}
          status={listStatusOf(query, rows?.length, statusTexts)}
          refreshing={query.isPlaceholderData}
          minWidth="min-w-[64rem]"
        />
      }
    />
  );
}

/** /subscription: every subscription for an admin (optionally one customer's, `?userId=`), the caller's own otherwise. */
export function SubscriptionsPage() {
  const { user } = useSession();
  return user?.isAdmin ? <AdminSubscriptions /> : <CustomerSubscriptions />;
}
