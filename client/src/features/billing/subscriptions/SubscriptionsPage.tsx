import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { adminSubscriptionSorts, customerSubscriptionSorts } from '@contract/billing';
import { loadErrorText } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { AdminListPage, type ListNotice } from '@/ui/list-kit/AdminListPage';
import { useListState } from '@/ui/list-kit/use-list-state';
import { useAdminSubscriptionsPage, useMySubscriptionsPage } from '@/features/billing/api/use-subscriptions-page';
import { adminSubscriptionColumns, customerSubscriptionColumns } from './subscription-columns';

export const subscriptionTexts = {
  adminTitle: 'Admin Dashboard - Subscription',
  customerTitle: "User's Subscription Table",
  search: 'Search subscriptions...',
  loading: 'Loading subscriptions...',
  empty: 'No subscriptions found.',
} as const;

const DEFAULT_PAGE_SIZE = 10;

/** What both views share: the search box, the table's texts and the pager (shown from two pages on, as the spec has it). */
const listFrame = {
  search: { label: 'Search', placeholder: subscriptionTexts.search },
  texts: { loading: subscriptionTexts.loading, empty: subscriptionTexts.empty, errorText: loadErrorText },
  footer: { label: 'Subscriptions pages', pager: 'several-pages' },
} as const;
const tableOptions = { label: 'Subscriptions', minWidth: 'min-w-[64rem]' };

function AdminSubscriptions() {
  usePageTitle(subscriptionTexts.adminTitle);
  const list = useListState({ sorts: adminSubscriptionSorts, defaultSort: 'createdAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE, filters: ['userId'] as const });
  const query = useAdminSubscriptionsPage(list.params);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const columns = useMemo(() => adminSubscriptionColumns(setNotice), []);
  const intro = list.params.userId ? (
    <>
      One customer&apos;s subscriptions.{' '}
      <Link to="/subscription" className="font-semibold text-brand-700 underline">
        Show all subscriptions
      </Link>
    </>
  ) : undefined;
  return (
    <AdminListPage
      {...listFrame}
      eyebrow="Transactions"
      title={subscriptionTexts.adminTitle}
      intro={intro}
      list={list}
      query={query}
      notice={notice}
      table={{ ...tableOptions, columns, rowKey: (record) => record._id }}
    />
  );
}

function CustomerSubscriptions() {
  usePageTitle(subscriptionTexts.customerTitle);
  const list = useListState({ sorts: customerSubscriptionSorts, defaultSort: 'createdAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE });
  const query = useMySubscriptionsPage(list.params);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const rows = query.data?.rows;
  const offset = (list.params.page - 1) * list.params.pageSize;
  // Row numbers carry on over pages: the 11th subscription is row 11 on page 2.
  const columns = useMemo(
    () => customerSubscriptionColumns(setNotice, (record) => offset + (rows?.indexOf(record) ?? 0) + 1),
    [offset, rows],
  );
  return (
    <AdminListPage
      {...listFrame}
      eyebrow="Your account"
      title={subscriptionTexts.customerTitle}
      list={list}
      query={query}
      notice={notice}
      table={{ ...tableOptions, columns, rowKey: (record) => record._id }}
    />
  );
}

/** /subscription: every subscription for an admin (optionally one customer's, `?userId=`), the caller's own otherwise. */
export function SubscriptionsPage() {
  const { user } = useSession();
  return user?.isAdmin ? <AdminSubscriptions /> : <CustomerSubscriptions />;
}
