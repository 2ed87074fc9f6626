import { ExternalLink, ShieldAlert } from 'lucide-react';
import type { PaymentsAttention } from '@contract/payments';
import { loadErrorText } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { usePaymentsAttention } from './api/use-payments-attention';

export const DISPUTES_HEADING = 'Open disputes';
export const FAILED_REFUNDS_HEADING = 'Refunds that failed';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 'USD 2,000.00' from 200000 cents. */
const moneyText = (cents: number, currency: string) => `${currency.toUpperCase()} ${twoDecimals.format(cents / 100)}`;
const words = (code: string) => code.replaceAll('_', ' ');

function DisputeList({ disputes }: { disputes: PaymentsAttention['openDisputes'] }) {
  return (
    <section aria-labelledby="open-disputes" className="mt-10 rounded-2xl border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="open-disputes" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ShieldAlert className="h-5 w-5 text-red-700" aria-hidden="true" />
        {DISPUTES_HEADING} ({disputes.length})
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The money is withdrawn until the card network decides. Send evidence in Stripe&apos;s Dashboard before the due date, or the dispute is lost.
      </p>
      <ul className="mt-4 divide-y divide-slate-200">
        {disputes.map((dispute) => (
          <li key={dispute.disputeId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">
                {moneyText(dispute.amount, dispute.currency)} paid by {dispute.customerName}
              </p>
              <p className="text-sm text-slate-700">
                {words(dispute.reason)} · {words(dispute.status)} · invoice <span className="break-all">{dispute.invoiceId}</span>
              </p>
              <p className="text-sm font-semibold text-red-800">
                {dispute.evidenceDueBy ? `Evidence due ${formatDateTime(dispute.evidenceDueBy)}` : 'No evidence asked for'}
              </p>
            </div>
            <a
              href={dispute.dashboardUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex shrink-0 items-center gap-1 self-start rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50 sm:self-center"
            >
              Open in Stripe <ExternalLink className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only"> (dispute of {dispute.customerName}, opens a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FailedRefundList({ refunds }: { refunds: PaymentsAttention['failedRefunds'] }) {
  return (
    <section aria-labelledby="failed-refunds" className="mt-10 rounded-2xl border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="failed-refunds" className="text-lg font-bold text-slate-900">
        {FAILED_REFUNDS_HEADING} ({refunds.length})
      </h2>
      <p className="mt-1 text-sm text-slate-700">The bank returned these refunds: the customers were not paid back. Refund them another way.</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {refunds.map((refund) => (
          <li key={refund.refundId} className="py-3">
            <p className="font-semibold break-words text-slate-900">
              {moneyText(refund.amount, refund.currency)} to {refund.customerName}
            </p>
            <p className="text-sm text-slate-700">
              {refund.failureReason ? words(refund.failureReason) : 'No reason given'} · {formatDateTime(refund.createdAt)} · invoice{' '}
              <span className="break-all">{refund.invoiceId}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On the admin home while a chargeback waits on evidence or a refund came back: nothing otherwise. */
export function PaymentsAttentionPanel() {
  const attention = usePaymentsAttention();
  if (attention.isError) {
    return (
      <Alert tone="error" className="mt-10">
        {loadErrorText(attention.error)}
      </Alert>
    );
  }
  if (!attention.data) return null;
  const { openDisputes, failedRefunds } = attention.data;
  return (
    <>
      {openDisputes.length > 0 && <DisputeList disputes={openDisputes} />}
      {failedRefunds.length > 0 && <FailedRefundList refunds={failedRefunds} />}
    </>
  );
}
