import { ExternalLink, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { formatMinorUnits } from '@contract/money';
import { refundHandledBodySchema, type FailedRefund, type PaymentsAttention } from '@contract/payments';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { useMarkRefundHandled, usePaymentsAttention } from './api/use-payments-attention';
import { AttentionItem, AttentionLoadError, AttentionPanel } from './AttentionPanel';

export const DISPUTES_HEADING = 'Open disputes';
export const FAILED_REFUNDS_HEADING = 'Refunds that failed';

const words = (code: string) => code.replaceAll('_', ' ');

function DisputeList({ disputes }: { disputes: PaymentsAttention['openDisputes'] }) {
  return (
    <AttentionPanel
      headingId="open-disputes"
      tone="failure"
      icon={ShieldAlert}
      heading={`${DISPUTES_HEADING} (${disputes.length})`}
      intro="The money is withdrawn until the card network decides. Send evidence in Stripe's Dashboard before the due date, or the dispute is lost."
    >
      <ul className="mt-4 divide-y divide-slate-200">
        {disputes.map((dispute) => (
          <AttentionItem
            key={dispute.disputeId}
            action={
              <a
                href={dispute.dashboardUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex shrink-0 items-center gap-1 self-start rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50 sm:self-center"
              >
                Open in Stripe <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only"> (dispute of {dispute.customerName}, opens a new tab)</span>
              </a>
            }
          >
            <p className="font-semibold break-words text-slate-900">
              {formatMinorUnits(dispute.amount, dispute.currency)} paid by {dispute.customerName}
            </p>
            <p className="text-sm text-slate-700">
              {words(dispute.reason)} · {words(dispute.status)} · invoice <span className="break-all">{dispute.invoiceId}</span>
            </p>
            <p className="text-sm font-semibold text-red-800">
              {dispute.evidenceDueBy ? `Evidence due ${formatDateTime(dispute.evidenceDueBy)}` : 'No evidence asked for'}
            </p>
          </AttentionItem>
        ))}
      </ul>
    </AttentionPanel>
  );
}

/** The dialog's one field is the contract's note, under the name the shared reason dialog gives it. */
const handledNoteSchema = z.object({ reason: refundHandledBodySchema.shape.note });

function MarkHandledDialog({ refund, onClose, onDone }: { refund: FailedRefund; onClose: () => void; onDone: (message: string) => void }) {
  const markHandled = useMarkRefundHandled();
  return (
    <ReasonDialog
      title="Mark the refund handled"
      size="sm"
      schema={handledNoteSchema}
      texts={{ reason: 'Note', reasonHint: 'How it was dealt with: refunded another way, customer told, …', submit: 'Mark handled', pending: 'Saving...' }}
      rows={3}
      maxLength={500}
      request={markHandled}
      onSubmit={(note) =>
        markHandled.mutate({ params: { id: refund.id }, body: { note }, auth: 'required' }, { onSuccess: ({ body }) => onDone(body.message) })
      }
      onClose={onClose}
    >
      <p className="text-sm text-slate-800">
        The refund of <span className="font-semibold">{formatMinorUnits(refund.amount, refund.currency)}</span> to {refund.customerName} leaves this
        list. It stays on the payment with your note.
      </p>
    </ReasonDialog>
  );
}

/** `done`: the last "Mark handled"'s confirmation, kept by the page so it stays once the list is empty. */
function FailedRefundList({ refunds, done, onDone }: { refunds: FailedRefund[]; done: string | undefined; onDone: (message: string) => void }) {
  const [marking, setMarking] = useState<FailedRefund | undefined>();
  return (
    <AttentionPanel
      headingId="failed-refunds"
      tone="failure"
      heading={`${FAILED_REFUNDS_HEADING} (${refunds.length})`}
      intro="The bank returned these refunds: the customers were not paid back. Refund them another way, then mark them handled."
    >
      {done ? (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {refunds.map((refund) => (
          <AttentionItem
            key={refund.refundId}
            action={
              <Button variant="outline" className="shrink-0 self-start sm:self-center" onClick={() => setMarking(refund)}>
                Mark handled<span className="sr-only"> (refund to {refund.customerName})</span>
              </Button>
            }
          >
            <p className="font-semibold break-words text-slate-900">
              {formatMinorUnits(refund.amount, refund.currency)} to {refund.customerName}
            </p>
            <p className="text-sm text-slate-700">
              {refund.failureReason ? words(refund.failureReason) : 'No reason given'} · {formatDateTime(refund.createdAt)} · invoice{' '}
              <span className="break-all">{refund.invoiceId}</span>
            </p>
          </AttentionItem>
        ))}
      </ul>
      {marking ? (
        <MarkHandledDialog
          refund={marking}
          onClose={() => setMarking(undefined)}
          onDone={(message) => {
            setMarking(undefined);
            onDone(message);
          }}
        />
      ) : null}
    </AttentionPanel>
  );
}

/** On the admin home while a chargeback waits on evidence or a refund came back: nothing otherwise. */
export function PaymentsAttentionPanel() {
  const attention = usePaymentsAttention();
  const [handled, setHandled] = useState<string | undefined>();
  if (attention.isError) return <AttentionLoadError error={attention.error} />;
  if (!attention.data) return null;
  const { openDisputes, failedRefunds } = attention.data;
  return (
    <>
      {openDisputes.length > 0 && <DisputeList disputes={openDisputes} />}
      {(failedRefunds.length > 0 || handled) && <FailedRefundList refunds={failedRefunds} done={handled} onDone={setHandled} />}
    </>
  );
}
