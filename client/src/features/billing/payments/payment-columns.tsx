import { formatMinorUnits } from '@contract/money';
import type { Payment } from '@contract/payments';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import type { PaymentSort } from '@/features/billing/api/use-payments-page';
import { planName } from '@/features/billing/billing-format';
import { PaymentStatus } from './PaymentStatus';

function billingText(payment: Payment): string {
  if (payment.billing === 'yearly') return 'Yearly';
  return payment.noOfMonths ? `Monthly · ${payment.noOfMonths} ${payment.noOfMonths === 1 ? 'month' : 'months'}` : 'Monthly';
}

/** Customer, e-mail, what was bought, billing, talents, amount in the currency's symbol form (and the tax in it, the buyer's tax ID), status, date. */
export const paymentColumns: Column<Payment, PaymentSort>[] = [
  { id: 'customerName', header: 'Customer', sortKey: 'customerName', cell: (payment) => payment.customerName },
  { id: 'customerEmail', header: 'Email', sortKey: 'customerEmail', cell: (payment) => <EmailText email={payment.customerEmail} /> },
  {
    id: 'role',
    header: 'Description',
    sortKey: 'role',
    className: 'min-w-[12rem]',
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
    sortKey: 'amount',
    className: 'whitespace-nowrap',
    cell: (payment) => (
      <>
        {formatMinorUnits(payment.amount, payment.currency)}
        {payment.taxAmount !== null ? <span className="block text-xs text-slate-600">incl. tax {formatMinorUnits(payment.taxAmount, payment.currency)}</span> : null}
        {payment.customerTaxId ? <span className="block text-xs text-slate-600">{payment.customerTaxId}</span> : null}
      </>
    ),
  },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (payment) => <PaymentStatus status={payment.status} disputeStatus={payment.disputeStatus} /> },
  { id: 'createdAt', header: 'Date', sortKey: 'createdAt', firstDirection: 'desc', cell: (payment) => formatDateTime(payment.createdAt), className: 'min-w-[8rem]' },
];
