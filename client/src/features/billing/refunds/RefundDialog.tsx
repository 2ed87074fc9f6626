import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatMinorUnits } from '@contract/money';
import type { Payment } from '@contract/payments';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { FormActions } from '@/ui/FormActions';
import { Dialog } from '@/ui/Dialog';
import { TextField } from '@/ui/TextField';
import { useRefundPayment } from '@/features/billing/api/use-refund-payment';
import { currencyCode } from '@/features/billing/billing-format';
import { amountInCents, refundFormSchema, remainingCents, type RefundFormInput, type RefundFormOutput } from './refund-form';

type RefundDialogProps = { payment: Payment; onClose: () => void; onRefunded: (payment: Payment) => void };

/** What a failed refund says: the server's own message (409: more than remains, 502: Stripe down), else the status. */
function refundErrorText(error: unknown): string {
  return serverMessageOf(error, loadErrorText(error), 'message');
}

/** The submit button says what goes back: 'Refund A$120.50', or 'Refund' while no amount is given. */
function submitText(currency: string, cents: number | undefined): string {
  return cents === undefined || cents <= 0 ? 'Refund' : `Refund ${formatMinorUnits(cents, currency)}`;
}

/** Admin: refunds a payment in part (an amount) or in full (chosen as such), saying on the button what goes back. */
export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const refund = useRefundPayment();
  const remaining = remainingCents(payment);
  const currency = currencyCode(payment.currency);
  const { register, handleSubmit, formState, watch } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: zodResolver(refundFormSchema(remaining)),
    defaultValues: { scope: 'part', amount: '' },
  });
  const scope = watch('scope');
  const typed = amountInCents(watch('amount') ?? '');
  const goingBack = scope === 'full' ? remaining : typed !== undefined && typed <= remaining ? typed : undefined;

  const submit = handleSubmit(({ amount }) =>
    refund.mutate(
      { params: { id: payment._id }, body: amount === undefined ? {} : { amount }, auth: 'required' },
      { onSuccess: ({ body }) => onRefunded(body.payment) },
    ),
  );

  return (
    <Dialog title="Refund payment" onClose={onClose} size="sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Customer</dt>
        <dd className="font-medium text-slate-900">{payment.customerName}</dd>
        <dt className="text-slate-600">Paid</dt>
        <dd className="font-medium text-slate-900">
          {formatMinorUnits(payment.amount, payment.currency)}
        </dd>
        <dt className="text-slate-600">Refunded so far</dt>
        <dd className="font-medium text-slate-900">
          {formatMinorUnits(payment.amountRefunded, payment.currency)}
        </dd>
        <dt className="text-slate-600">Remaining</dt>
        <dd className="font-semibold text-brand-900">
          {formatMinorUnits(remaining, payment.currency)}
        </dd>
      </dl>
      <form noValidate className="mt-5 space-y-4" onSubmit={(event) => void submit(event)}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">What to refund</legend>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" value="part" className="size-4 accent-brand-700" {...register('scope')} />
            Part of it
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" value="full" className="size-4 accent-brand-700" {...register('scope')} />
            Everything that remains ({formatMinorUnits(remaining, payment.currency)})
          </label>
        </fieldset>
        {scope === 'part' ? (
          <TextField
            label={`Amount to refund (${currency})`}
            inputMode="decimal"
            placeholder="120.50"
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
        ) : null}
        {refund.isError ? <Alert tone="error">{refundErrorText(refund.error)}</Alert> : null}
        <FormActions onCancel={onClose} submitLabel={submitText(currency, goingBack)} pendingLabel="Refunding..." pending={refund.isPending} />
      </form>
    </Dialog>
  );
}
