import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminSubscriptionSorts, customerSubscriptionSorts, type SubscriptionRecord } from '@contract/billing';
import { AdminListPage, type ListNotice, type ListQuery } from '@/ui/list-kit/AdminListPage';
import type { Column } from '@/ui/list-kit/DataTable';
import { useListState, type ListControls } from '@/ui/list-kit/use-list-state';
import { useAdminSubscriptionsPage, useMySubscriptionsPage } from '@/features/billing/api/use-subscriptions-page';
import { AdminOrCustomerView } from '@/features/billing/AdminOrCustomerView';
import { billingListFrame } from '@/features/billing/billing-list';
import { OneCustomerIntro } from '@/features/billing/OneCustomerIntro';
import { ManageBillingButton } from './ManageBillingButton';
import { NextCharges } from './NextCharges';
import { SeatsNote } from './SeatsNote';
import { PaymentOverdueBanner } from './PaymentOverdueBanner';
import { adminSubscriptionColumns, customerSubscriptionColumns } from './subscription-columns';

export const subscriptionTexts = {
  adminTitle: 'Admin Dashboard - Subscription',
  customerTitle: 'Your Subscriptions',
  search: 'Search subscriptions...',
  loading: 'Loading subscriptions...',
  empty: 'No subscriptions found.',
} as const;

const DEFAULT_PAGE_SIZE = 10;
const listFrame = billingListFrame(subscriptionTexts, 'Subscriptions pages');

type SubscriptionsListProps<S extends string> = {
  title: string;
  eyebrow: string;
  intro?: ReactNode;
  list: ListControls<S>;
  query: ListQuery<SubscriptionRecord>;
  /** The view's columns, given where a row's action reports its outcome. */
  columns: (onNotice: (notice: ListNotice) => void) => Column<SubscriptionRecord, S>[];
  /** On phones, each subscription as a card with its actions in view (no sideways scrolling). */
  cardsOnPhones?: boolean;
  /** Beside the title, reporting above the table too. */
  actions?: (onNotice: (notice: ListNotice) => void) => ReactNode;
  /** Between the title and the search: the overdue payments' notices. */
  overview?: ReactNode;
};

/** The subscriptions table as both views show it, with the message of a row's last action above it. */
function SubscriptionsList<S extends string>({ title, columns: columnsFor, actions, cardsOnPhones, ...props }: SubscriptionsListProps<S>) {
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const columns = useMemo(() => columnsFor(setNotice), [columnsFor]);
  return (
    <AdminListPage
      {...listFrame}
      {...props}
      title={title}
      actions={actions?.(setNotice)}
      notice={notice}
      table={{ label: 'Subscriptions', columns, rowKey: (record) => record._id, minWidth: 'min-w-[64rem]', cardsOnPhones }}
    />
  );
}

function AdminSubscriptions() {
  const list = useListState({ sorts: adminSubscriptionSorts, defaultSort: 'createdAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE, filters: ['userId'] as const });
  const query = useAdminSubscriptionsPage(list.params);
  const intro = list.params.userId ? <OneCustomerIntro records="subscriptions" allPath="/subscription" /> : undefined;
  return (
    <SubscriptionsList title={subscriptionTexts.adminTitle} eyebrow="Transactions" intro={intro} list={list} query={query} columns={adminSubscriptionColumns} />
  );
}

const manageBilling = (onNotice: (notice: ListNotice) => void) => <ManageBillingButton onNotice={onNotice} />;

function CustomerSubscriptions() {
  const list = useListState({ sorts: customerSubscriptionSorts, defaultSort: 'createdAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE });
  const query = useMySubscriptionsPage(list.params);
  const rows = query.data?.rows;
  const offset = (list.params.page - 1) * list.params.pageSize;
  // Row numbers carry on over pages: the 11th subscription is row 11 on page 2.
  const columns = useCallback(
    (onNotice: (notice: ListNotice) => void) => customerSubscriptionColumns(onNotice, (record) => offset + (rows?.indexOf(record) ?? 0) + 1),
    [offset, rows],
  );
  return (
    <SubscriptionsList
      title={subscriptionTexts.customerTitle}
      eyebrow="Your account"
      intro={
        <>
          Who fills each seat you pay for, and from when:{' '}
          <Link to="/team" className="font-semibold text-brand-700 underline">
            Your team
          </Link>
        </>
      }
      overview={<>{rows?.some((record) => record.paymentOverdue) ? <PaymentOverdueBanner records={rows} /> : null}<NextCharges /><SeatsNote /></>}
      list={list}
      query={query}
      columns={columns}
      actions={manageBilling}
      cardsOnPhones
    />
  );
}

/**
 * /subscription: every subscription for an admin (optionally one customer's, `?userId=`), the
 * caller's own otherwise, with 'Manage billing' (Stripe's Customer Portal).
 */
export function SubscriptionsPage() {
  return <AdminOrCustomerView admin={<AdminSubscriptions />} customer={<CustomerSubscriptions />} />;
}
