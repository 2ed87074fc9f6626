import { useMemo, useState } from 'react';
import { billingMessages } from '@contract/billing';
import { paymentSorts, type Payment } from '@contract/payments';
import { usePageTitle } from '@/lib/page-title';
import { Alert } from '@/ui/Alert';
import { DataTable } from '@/ui/list-kit/DataTable';
import { useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { BillingListFooter } from '@/features/billing/api/BillingListFooter';
import { listErrorText } from '@/features/billing/api/billing-errors';
import { useAdminPaymentsPage } from '@/features/billing/api/use-payments-page';
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

const statusTexts = { loading: refundTexts.loading, empty: refundTexts.empty, errorText: listErrorText };

/** Admin: payments with their refunds, and a Refund action on each payment with something left to refund. */
export function RefundsPage() {
  usePageTitle(refundTexts.title);
  const list = useListState({ sorts: paymentSorts, defaultSort: 'createdAt_desc', defaultPageSize: 10, filters: ['refunded'] as const });
  const query = useAdminPaymentsPage(list.params);
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...list.params, total }, list.setPage);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const columns = useMemo(() => refundColumns(setRefunding), []);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Transactions</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{refundTexts.title}</h1>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex w-full max-w-2xl flex-wrap items-end gap-4">
          <SearchField label="Search" placeholder={refundTexts.search} value={list.params.q} onSearch={list.setQuery} className="w-full max-w-md" />
          <label className="flex items-center gap-2 pb-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={list.params.refunded === 'true'}
              onChange={(event) => list.setFilter('refunded', event.target.checked ? 'true' : '')}
              className="h-4 w-4 accent-brand-700"
            />
            {refundTexts.refundedOnly}
          </label>
        </div>
        <PageSizeSelect value={list.params.pageSize} onChange={list.setPageSize} />
      </div>
      {notice ? (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      ) : null}
      <div className="mt-6 space-y-4">
        <DataTable
          label="Payments and refunds"
          columns={columns}
          rows={query.data?.rows ?? []}
          rowKey={(payment) => payment._id}
          sort={list.params.sort}
          onSort={list.setSort}
          status={listStatusOf(query, query.data?.rows.length, statusTexts)}
          refreshing={query.isPlaceholderData}
        />
        <BillingListFooter label="Refunds pages" page={list.params.page} pageSize={list.params.pageSize} total={total} onPageChange={list.setPage} />
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
