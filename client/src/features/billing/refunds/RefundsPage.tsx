import { useState } from 'react';
import { billingMessages } from '@contract/billing';
import { paymentSorts, type Payment } from '@contract/payments';
import { usePageTitle } from '@/lib/page-title';
import { Alert } from '@/ui/Alert';
import { SearchField } from '@/ui/admin/SearchField';
import { BillingList } from '@/features/billing/api/BillingList';
import { useListState } from '@/features/billing/api/use-list-state';
import { usePaymentsPage, type PaymentSort } from '@/features/billing/api/use-payments-page';
import type { Notice } from '@/features/billing/notice';
import { refundColumns } from './refund-columns';
import { RefundDialog } from './RefundDialog';

export const refundTexts = {
  title: 'Admin Dashboard - Refunds',
  search: 'Search payments...',
  refundedOnly: 'Show only refunded payments',
  loading: 'Loading payments...',
  empty: 'No payments found.',
} as const;

/** Admin: payments with their refunds, and a Refund action on each payment with something left to refund. */
export function RefundsPage() {
  usePageTitle(refundTexts.title);
  const list = useListState<PaymentSort>({ sort: 'createdAt_desc', pageSize: 10, sorts: paymentSorts });
  const [refundedOnly, setRefundedOnly] = useState(false);
  const query = usePaymentsPage({ view: 'admin', params: list.params, refundedOnly });
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Transactions</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{refundTexts.title}</h1>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SearchField label="Search" placeholder={refundTexts.search} value={list.params.q} onSearch={list.setQuery} className="w-full max-w-md" />
        <label className="flex items-center gap-2 pb-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={refundedOnly}
            onChange={(event) => {
              setRefundedOnly(event.target.checked);
              list.setPage(1);
            }}
            className="h-4 w-4 accent-brand-700"
          />
          {refundTexts.refundedOnly}
        </label>
      </div>
      {notice ? (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      ) : null}
      <div className="mt-6">
        <BillingList
          label="Payments and refunds"
          columns={refundColumns}
          context={{ onRefund: setRefunding }}
          rowKey={(payment) => payment._id}
          query={{ ...query, data: query.data ? { rows: query.data.payments, total: query.data.total } : undefined }}
          params={list.params}
          onSort={list.sortBy}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
          texts={refundTexts}
        />
      </div>
      {refunding ? (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            setRefunding(null);
            setNotice({ tone: 'success', text: billingMessages.refunded });
          }}
        />
      ) : null}
    </div>
  );
}
