import type { Payment } from '@contract/payments';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/features/billing/api/columns';
import { currencyCode, formatCents, planName } from '@/features/billing/billing-format';
import { PaymentStatus } from './PaymentStatus';

type PaymentColumn = Column<Payment>;

function billingText(payment: Payment): string {
  if (payment.billing === 'yearly') return 'Yearly';
  return payment.noOfMonths ? `Monthly · ${payment.noOfMonths} ${payment.noOfMonths === 1 ? 'month' : 'months'}` : 'Monthly';
}

/** Customer, e-mail, what was bought, billing, talents, amount (÷ 100) with currency, status, date. */
export const paymentColumns: PaymentColumn[] = [
  { id: 'customerName', header: 'Customer', sortField: 'customerName', cell: (payment) => payment.customerName },
  { id: 'customerEmail', header: 'Email', sortField: 'customerEmail', cell: (payment) => payment.customerEmail },
  {
    id: 'role',
    header: 'Description',
    sortField: 'role',
    cell: (payment) => (
      <>
        <span className="font-medium text-slate-900">{planName(payment.role)}</span>
        <span className="block text-xs text-slate-600">{payment.description}</span>
      </>
    ),
  },
  { id: 'billing', header: 'Billing', cell: billingText },
  { id: 'talents', header: 'Talents', cell: (payment) => payment.noOfRoles },
  {
    id: 'amount',
    header: 'Amount',
    sortField: 'amount',
    cell: (payment) => <span className="whitespace-nowrap">{`${currencyCode(payment.currency)} ${formatCents(payment.amount)}`}</span>,
  },
  { id: 'status', header: 'Status', sortField: 'status', cell: (payment) => <PaymentStatus status={payment.status} /> },
  { id: 'createdAt', header: 'Date', sortField: 'createdAt', cell: (payment) => formatDateTime(payment.createdAt) },
];
