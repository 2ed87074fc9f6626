import { formatMinorUnits } from '@contract/money';
import type { Payment } from '@contract/payments';
import { formatDateTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import type { Column } from '@/ui/list-kit/DataTable';
import type { PaymentSort } from '@/features/billing/api/use-payments-page';
import { statusLabel } from '@/features/billing/billing-format';
import { PaymentStatus } from '@/features/billing/payments/PaymentStatus';
import { remainingCents } from './refund-form';

const money = (payment: Payment, cents: number) => formatMinorUnits(cents, payment.currency);

/** Each payment with what was refunded of it (each refund's amount, date and status), what remains, and the Refund action. */
export function refundColumns(onRefund: (payment: Payment) => void): Column<Payment, PaymentSort>[] {
  return [
    {
      id: 'customerName',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (payment) => (
        <>
          <span className="font-medium text-slate-900">{payment.customerName}</span>
          <span className="block text-xs text-slate-600">{payment.customerEmail}</span>
        </>
      ),
    },
    { id: 'createdAt', header: 'Paid on', sortKey: 'createdAt', firstDirection: 'desc', cell: (payment) => formatDateTime(payment.createdAt), className: 'min-w-[8rem]' },
    { id: 'amount', header: 'Amount', sortKey: 'amount', cell: (payment) => money(payment, payment.amount), className: 'whitespace-nowrap' },
    {
      id: 'refunds',
      header: 'Refunds',
      className: 'min-w-[11rem]',
      cell: (payment) =>
        payment.refunds.length === 0 ? (
          <span className="text-slate-600">None</span>
        ) : (
          <ul className="space-y-1">
            {payment.refunds.map((refund) => (
              <li key={refund._id} className="text-xs">
                <span className="font-semibold whitespace-nowrap text-slate-900">{money(payment, refund.amount)}</span>
                <span className="block text-slate-700">
                  {formatDateTime(refund.createdAt)} · {statusLabel(refund.status)}
                  {refund.failureReason ? ` (${refund.failureReason.replaceAll('_', ' ')})` : ''}
                </span>
                {refund.handledAt ? (
                  <span className="block break-words text-slate-700">
                    Handled {formatDateTime(refund.handledAt)}: {refund.handledNote}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ),
    },
    { id: 'remaining', header: 'Remaining', cell: (payment) => money(payment, remainingCents(payment)), className: 'whitespace-nowrap' },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (payment) => <PaymentStatus status={payment.status} disputeStatus={payment.disputeStatus} /> },
    {
      id: 'action',
      header: 'Action',
      cell: (payment) =>
        remainingCents(payment) > 0 && payment.status !== 'failed' ? (
          <Button variant="outline" className="px-3 py-1.5 text-xs" onClick={() => onRefund(payment)} aria-label={`Refund payment of ${payment.customerName}`}>
            Refund
          </Button>
        ) : null,
    },
  ];
}
