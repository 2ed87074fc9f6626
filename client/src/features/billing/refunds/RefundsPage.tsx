import { useMemo, useState } from 'react';
import { billingMessages } from '@contract/billing';
import { paymentSorts, type Payment } from '@contract/payments';
import { AdminListPage, type ListNotice } from '@/ui/list-kit/AdminListPage';
import { ListFilterCheckbox } from '@/ui/list-kit/FilterCheckbox';
import { useListState } from '@/ui/list-kit/use-list-state';
import { useAdminPaymentsPage } from '@/features/billing/api/use-payments-page';
import { billingListFrame } from '@/features/billing/billing-list';
import { refundColumns } from './refund-columns';
import { RefundDialog } from './RefundDialog';

export const refundTexts = {
  title: 'Admin Dashboard - Refunds',
  search: 'Search payments...',
  refundedOnly: 'Show only refunded payments',
  loading: 'Loading payments...',
  empty: 'No payments found.',
} as const;

const listFrame = billingListFrame(refundTexts, 'Refunds pages');

/** Admin: payments with their refunds, and a Refund action on each payment with something left to refund. */
export function RefundsPage() {
  const list = useListState({ sorts: paymentSorts, defaultSort: 'createdAt_desc', defaultPageSize: 10, filters: ['refunded'] as const });
  const query = useAdminPaymentsPage(list.params);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const columns = useMemo(() => refundColumns(setRefunding), []);

  return (
    <AdminListPage
      eyebrow="Transactions"
      title={refundTexts.title}
      {...listFrame}
      list={list}
      filters={<ListFilterCheckbox list={list} name="refunded" label={refundTexts.refundedOnly} />}
      query={query}
      notice={notice}
      table={{ label: 'Payments and refunds', columns, rowKey: (payment) => payment._id }}
    >
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
    </AdminListPage>
  );
}
