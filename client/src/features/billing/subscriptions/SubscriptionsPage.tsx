import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminSubscriptionSorts, customerSubscriptionSorts } from '@contract/billing';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { Alert } from '@/ui/Alert';
import { SearchField } from '@/ui/admin/SearchField';
import { BillingList } from '@/features/billing/api/BillingList';
import { useListState } from '@/features/billing/api/use-list-state';
import { useSubscriptionsPage, type SubscriptionsRequest } from '@/features/billing/api/use-subscriptions-page';
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

/** /subscription: every subscription for an admin (optionally one customer's, `?userId=`), the caller's own otherwise. */
export function SubscriptionsPage() {
  const { user } = useSession();
  const isAdmin = user?.isAdmin === true;
  const title = isAdmin ? subscriptionTexts.adminTitle : subscriptionTexts.customerTitle;
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const userId = isAdmin ? (searchParams.get('userId') ?? undefined) : undefined;
  const list = useListState<string>({ sort: 'createdAt_desc', pageSize: DEFAULT_PAGE_SIZE, sorts: isAdmin ? adminSubscriptionSorts : customerSubscriptionSorts });
  const request = (isAdmin
    ? { view: 'admin', params: list.params, userId }
    : { view: 'customer', params: list.params }) as SubscriptionsRequest;
  const query = useSubscriptionsPage(request);
  const [notice, setNotice] = useState<Notice | null>(null);

  const rowOffset = (list.params.page - 1) * list.params.pageSize;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{isAdmin ? 'Transactions' : 'Your account'}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {userId ? (
        <p className="mt-2 text-slate-700">
          One customer&apos;s subscriptions.{' '}
          <Link to="/subscription" className="font-semibold text-brand-700 underline">
            Show all subscriptions
          </Link>
        </p>
      ) : null}
      <SearchField
        label="Search"
        placeholder={subscriptionTexts.search}
        value={list.params.q}
        onSearch={list.setQuery}
        className="mt-6 max-w-md"
      />
      {notice ? (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      ) : null}
      <div className="mt-6">
        <BillingList
          label="Subscriptions"
          columns={isAdmin ? adminSubscriptionColumns : customerSubscriptionColumns}
          context={{ rowOffset, onNotice: setNotice }}
          rowKey={(record) => record._id}
          query={{ ...query, data: query.data ? { rows: query.data.subscriptions, total: query.data.total } : undefined }}
          params={list.params}
          onSort={list.sortBy}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
          texts={subscriptionTexts}
        />
      </div>
    </div>
  );
}
