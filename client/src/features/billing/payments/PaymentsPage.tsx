import type { ReactNode } from 'react';
import { paymentSorts, type Payment } from '@contract/payments';
import { AdminListPage, type ListQuery } from '@/ui/list-kit/AdminListPage';
import { useListState, type ListControls } from '@/ui/list-kit/use-list-state';
import { useAdminPaymentsPage, type PaymentSort } from '@/features/billing/api/use-payments-page';
import { AdminOrCustomerView } from '@/features/billing/AdminOrCustomerView';
import { billingListFrame } from '@/features/billing/billing-list';
import { OneCustomerIntro } from '@/features/billing/OneCustomerIntro';
import { CustomerInvoices } from './CustomerInvoices';
import { paymentColumns } from './payment-columns';
import { RevenueStrip } from './RevenueStrip';

export const paymentTexts = {
  adminTitle: 'Admin Dashboard - Payment',
  search: 'Search payments...',
  loading: 'Loading payments...',
  empty: 'No payments found.',
} as const;

const listFrame = billingListFrame(paymentTexts, 'Payments pages');
const listDefaults = { sorts: paymentSorts, defaultSort: 'createdAt_desc', defaultPageSize: 10 } as const;

type PaymentsListProps = {
  title: string;
  eyebrow: string;
  list: ListControls<PaymentSort>;
  query: ListQuery<Payment>;
  intro?: ReactNode;
  overview?: ReactNode;
};

/** The admin's payments table (the customer's own invoices are CustomerInvoices). */
function PaymentsList({ title, ...props }: PaymentsListProps) {
  return <AdminListPage {...listFrame} {...props} title={title} table={{ label: 'Payments', columns: paymentColumns, rowKey: (payment) => payment._id }} />;
}

function AdminPayments() {
  const list = useListState({ ...listDefaults, filters: ['userId'] as const });
  const query = useAdminPaymentsPage(list.params);
  const intro = list.params.userId ? <OneCustomerIntro records="payments" allPath="/payments" /> : undefined;
  return <PaymentsList title={paymentTexts.adminTitle} eyebrow="Transactions" intro={intro} overview={<RevenueStrip />} list={list} query={query} />;
}

/** /payments: every payment with the revenue figures for an admin (optionally one customer's, `?userId=`), the caller's own invoices otherwise. */
export function PaymentsPage() {
  return <AdminOrCustomerView admin={<AdminPayments />} customer={<CustomerInvoices />} />;
}
