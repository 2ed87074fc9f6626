import { useEffect, useId, useRef, useState } from 'react';
import { formatMinorUnits } from '@contract/money';
import { teamBillingMessages, type SeatPreview } from '@contract/team-billing';
import { failedCodeOf, loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { useAddSeat, usePreviewAddSeat } from '@/features/billing/api/use-seats';
import { PayOpenInvoiceLink } from './PayOpenInvoiceLink';
import { amountBeforeTax, teamBillingTexts } from './team-billing-texts';

const texts = teamBillingTexts.add;

type AddSeatDialogProps = {
  subscriptionId: string;
  /** The subscription, as its section's subtitle says it. */
  description: string;
  onClose: () => void;
  /** The seat is added and paid: the parent closes the dialog and says so. */
  onAdded: (message: string) => void;
};

function Amounts({ preview }: { preview: SeatPreview }) {
  const money = (amount: number) => formatMinorUnits(amount, preview.currency);
  // Its parts are before tax; the extra hours' only when some waited.
  const before = (amount: number) => amountBeforeTax(amount, preview.currency, preview.taxAdded);
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      <div className="rounded-lg border border-slate-200 p-3">
        <dt className="text-slate-700">{texts.dueNow}</dt>
        <dd className="text-lg font-bold text-slate-900">{texts.dueNowAmount(money(preview.amountDueNow), preview.taxAdded)}</dd>
        <dd className="text-slate-700">{texts.seatPart(preview.periodEnd, before(preview.prorationAmount))}</dd>
        {preview.waitingIncluded !== 0 ? <dd className="text-slate-700">{texts.waitingPart(before(preview.waitingIncluded))}</dd> : null}
      </div>
      <div className="rounded-lg border border-slate-200 p-3">
        <dt className="text-slate-700">{texts.perPeriod}</dt>
        <dd className="text-lg font-bold text-slate-900">{before(preview.newPeriodAmount)}</dd>
        <dd className="text-slate-700">{texts.perPeriodFor(preview.quantity, preview.periodEnd)}</dd>
      </div>
    </dl>
  );
}

/**
 * "Add a talent": what the card is charged now (the seat prorated to the period's end, with any
 * extra hours that waited for the next invoice, which that charge takes along) and what each
 * period costs from the next renewal, from Stripe's invoice previews, before the customer
 * confirms. The confirmation sends back the preview's proration time and amount, so the charge is
 * the amount shown; if it has changed since, the new amount is shown to confirm again. A payment that does not
 * go through adds nothing and says where to pay.
 */
export function AddSeatDialog({ subscriptionId, description, onClose, onAdded }: AddSeatDialogProps) {
  const describedBy = useId();
  const preview = usePreviewAddSeat();
  const add = useAddSeat();
  const [changed, setChanged] = useState<string | null>(null);
  const [unpaid, setUnpaid] = useState<{ message: string; invoiceUrl: string | null } | null>(null);
  const { mutate: askPreview } = preview;
  const asked = useRef(false);

  useEffect(() => {
    // Once per opening (a development double mount keeps the ref).
    if (asked.current) return;
    asked.current = true;
    askPreview({ params: { id: subscriptionId }, auth: 'required' });
  }, [askPreview, subscriptionId]);

  const confirm = (shown: SeatPreview) => {
    setChanged(null);
    add.mutate(
      { params: { id: subscriptionId }, body: { prorationDate: shown.prorationDate, expectedAmountDue: shown.amountDueNow }, auth: 'required' },
      {
        onSuccess: ({ body }) => (body.outcome === 'added' ? onAdded(body.message) : setUnpaid({ message: body.message, invoiceUrl: body.invoiceUrl })),
        onError: (error) => {
          if (failedCodeOf(error) !== 'billing.amount_changed') return;
          setChanged(serverMessageOf(error, teamBillingMessages.amountChanged, 'message'));
          add.reset();
          askPreview({ params: { id: subscriptionId }, auth: 'required' });
        },
      },
    );
  };

  return (
    <Dialog title={texts.title} onClose={onClose} size="sm" describedBy={describedBy}>
      <div id={describedBy} className="space-y-2 text-sm text-slate-800">
        <p className="font-medium text-slate-900">{description}</p>
        {unpaid ? null : <p>{texts.howItWorks}</p>}
      </div>
      {changed ? (
        <Alert tone="info" className="mt-4">
          {changed}
        </Alert>
      ) : null}
      <div className="text-sm" aria-live="polite" aria-busy={preview.isPending || undefined}>
        {preview.isPending ? (
          <p className="mt-4 text-slate-700">{texts.loading}</p>
        ) : preview.isError ? (
          <Alert tone="error" className="mt-4">
            {serverMessageOf(preview.error, loadErrorText(preview.error, texts.previewFailed), 'message')}
          </Alert>
        ) : preview.data ? (
          <Amounts preview={preview.data.body} />
        ) : null}
      </div>
      {add.isError ? (
        <Alert tone="error" className="mt-4">
          {serverMessageOf(add.error, loadErrorText(add.error), 'message')}
        </Alert>
      ) : null}
      {unpaid ? (
        <Alert tone="error" className="mt-4">
          <p>{unpaid.message}</p>
          <p className="mt-2">
            <PayOpenInvoiceLink invoiceUrl={unpaid.invoiceUrl} />
          </p>
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {unpaid ? (
          <Button variant="outline" onClick={onClose}>
            {texts.close}
          </Button>
        ) : (
          <>
            {/* First in the page's order: where focus starts, so Enter never pays. */}
            <Button variant="outline" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            {preview.isError ? (
              <Button onClick={() => askPreview({ params: { id: subscriptionId }, auth: 'required' })}>{texts.retry}</Button>
            ) : (
              <Button onClick={() => preview.data && confirm(preview.data.body)} disabled={!preview.data || add.isPending}>
                {add.isPending ? texts.pending : texts.confirm}
              </Button>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
