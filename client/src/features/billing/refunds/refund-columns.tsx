import type { Payment } from '@contract/payments';
import { formatDateTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import type { Column } from '@/features/billing/api/columns';
import { currencyCode, formatCents, statusLabel } from '@/features/billing/billing-format';
import { PaymentStatus } from '@/features/billing/payments/PaymentStatus';
import { remainingCents } from './refund-form';

export type RefundCellContext = { onRefund: (payment: Payment) => void };
type RefundColumn = Column<Payment, RefundCellContext>;

const money = (payment: Payment, cents: number) => <span className="whitespace-nowrap">{`${currencyCode(payment.currency)} ${formatCents(cents)}`}</span>;

/** Each payment with what was refunded of it (each refund's amount, date and status) and what remains. */
export const refundColumns: RefundColumn[] = [
  {
    id: 'customerName',
    header: 'Customer',
    sortField: 'customerName',
    cell: (payment) => (
      <>
        <span className="font-medium text-slate-900">{payment.customerName}</span>
        <span className="block text-xs text-slate-600">{payment.customerEmail}</span>
      </>
    ),
  },
  { id: 'createdAt', header: 'Paid on', sortField: 'createdAt', cell: (payment) => formatDateTime(payment.createdAt) },
  { id: 'amount', header: 'Amount', sortField: 'amount', cell: (payment) => money(payment, payment.amount) },
  {
    id: 'refunds',
    header: 'Refunds',
    cell: (payment) =>
      payment.refunds.length === 0 ? (
        <span className="text-slate-600">None</span>
      ) : (
        <ul className="space-y-1">
          {payment.refunds.map((refund) => (
            <li key={refund._id} className="text-xs">
              <span className="font-semibold text-slate-900">{money(payment, refund.amount)}</span>
              <span className="block text-slate-700">
                {formatDateTime(refund.createdAt)} · {statusLabel(refund.status)}
              </span>
            </li>
          ))}
        </ul>
      ),
  },
  { id: 'remaining', header: 'Remaining', cell: (payment) => money(payment, remainingCents(payment)) },
  { id: 'status', header: 'Status', sortField: 'status', cell: (payment) => <PaymentStatus status={payment.status} /> },
  {
    id: 'action',
    header: 'Action',
    cell: (payment, { onRefund }) =>
      remainingCents(payment) > 0 && payment.status !== 'failed' ? (
        <Button variant="outline" className="px-3 py-1.5 text-xs" onClick={() => onRefund(payment)} aria-label={`Refund payment of ${payment.customerName}`}>
          Refund
        </Button>
      ) : null,
  },
];
