import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paymentSorts } from '@contract/payments';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { DataTable } from '@/ui/list-kit/DataTable';
import { useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { BillingListFooter } from '@/features/billing/api/BillingListFooter';
import { listErrorText } from '@/features/billing/api/billing-errors';
import type { ListControls } from '@/features/billing/api/list-controls';
import { useAdminPaymentsPage, useMyPaymentsPage, type PaymentSort, type PaymentsPage as PaymentsAnswer } from '@/features/billing/api/use-payments-page';
import { paymentColumns } from './payment-columns';
import { RevenueStrip } from './RevenueStrip';

export const paymentTexts = {
  adminTitle: 'Admin Dashboard - Payment',
  // The spec writes the customer's title with a backtick.
  customerTitle: 'User`s Subscription Table',
  search: 'Search payments...',
  loading: 'Loading payments...',
  empty: 'No payments found.',
} as const;

const statusTexts = { loading: paymentTexts.loading, empty: paymentTexts.empty, errorText: listErrorText };
const listDefaults = { sorts: paymentSorts, defaultSort: 'createdAt_desc', defaultPageSize: 10 } as const;

type PaymentsViewProps = {
  title: string;
  eyebrow: string;
  list: ListControls<PaymentSort>;
  query: ReturnType<typeof useMyPaymentsPage>;
  children?: ReactNode;
};

function PaymentsView({ title, eyebrow, list, query, children }: PaymentsViewProps) {
  usePageTitle(title);
  const data: PaymentsAnswer | undefined = query.data;
  const total = data?.total ?? 0;
  useKeepPageInRange(query, { ...list.params, total }, list.setPage);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {children}
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <SearchField label="Search" placeholder={paymentTexts.search} value={list.params.q} onSearch={list.setQuery} className="w-full max-w-md" />
        <PageSizeSelect value={list.params.pageSize} onChange={list.setPageSize} />
      </div>
      <div className="mt-6 space-y-4">
        <DataTable
          label="Payments"
          columns={paymentColumns}
          rows={data?.rows ?? []}
          rowKey={(payment) => payment._id}
          sort={list.params.sort}
          onSort={list.setSort}
          status={listStatusOf(query, data?.rows.length, statusTexts)}
          refreshing={query.isPlaceholderData}
        />
        <BillingListFooter label="Payments pages" page={list.params.page} pageSize={list.params.pageSize} total={total} onPageChange={list.setPage} />
      </div>
    </div>
  );
}

function AdminPayments() {
  const list = useListState({ ...listDefaults, filters: ['userId'] as const });
  const query = useAdminPaymentsPage(list.params);
  return (
    <PaymentsView title={paymentTexts.adminTitle} eyebrow="Transactions" list={list} query={query}>
      {list.params.userId ? (
        <p className="mt-2 text-slate-700">
          One customer&apos;s payments.{' '}
          <Link to="/payments" className="font-semibold text-brand-700 underline">
            Show all payments
          </Link>
        </p>
      ) : null}
      <div className="mt-6">
        <RevenueStrip />
      </div>
    </PaymentsView>
  );
}

function CustomerPayments() {
  const list = useListState(listDefaults);
  const query = useMyPaymentsPage(list.params);
  return <PaymentsView title={paymentTexts.customerTitle} eyebrow="Your account" list={list} query={query} />;
}

/** /payments: every payment with the revenue figures for an admin (optionally one customer's, `?userId=`), the caller's own otherwise. */
export function PaymentsPage() {
  const { user } = useSession();
  return user?.isAdmin ? <AdminPayments /> : <CustomerPayments />;
}
