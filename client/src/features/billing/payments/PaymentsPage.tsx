import { Link, useSearchParams } from 'react-router';
import { paymentSorts } from '@contract/payments';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { SearchField } from '@/ui/admin/SearchField';
import { BillingList } from '@/features/billing/api/BillingList';
import { useListState } from '@/features/billing/api/use-list-state';
import { usePaymentsPage, type PaymentSort } from '@/features/billing/api/use-payments-page';
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

/** /payments: every payment with the revenue figures for an admin (optionally one customer's, `?userId=`), the caller's own otherwise. */
export function PaymentsPage() {
  const { user } = useSession();
  const isAdmin = user?.isAdmin === true;
  const title = isAdmin ? paymentTexts.adminTitle : paymentTexts.customerTitle;
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const userId = isAdmin ? (searchParams.get('userId') ?? undefined) : undefined;
  const list = useListState<PaymentSort>({ sort: 'createdAt_desc', pageSize: 10, sorts: paymentSorts });
  const query = usePaymentsPage(isAdmin ? { view: 'admin', params: list.params, userId } : { view: 'customer', params: list.params });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{isAdmin ? 'Transactions' : 'Your account'}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {userId ? (
        <p className="mt-2 text-slate-700">
          One customer&apos;s payments.{' '}
          <Link to="/payments" className="font-semibold text-brand-700 underline">
            Show all payments
          </Link>
        </p>
      ) : null}
      {isAdmin ? (
        <div className="mt-6">
          <RevenueStrip />
        </div>
      ) : null}
      <SearchField label="Search" placeholder={paymentTexts.search} value={list.params.q} onSearch={list.setQuery} className="mt-6 max-w-md" />
      <div className="mt-6">
        <BillingList
          label="Payments"
          columns={paymentColumns}
          context={undefined}
          rowKey={(payment) => payment._id}
          query={{ ...query, data: query.data ? { rows: query.data.payments, total: query.data.total } : undefined }}
          params={list.params}
          onSort={list.sortBy}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
          texts={paymentTexts}
        />
      </div>
    </div>
  );
}
