import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Payment } from '@contract/payments';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { FormActions } from '@/ui/FormActions';
import { Dialog } from '@/ui/Dialog';
import { TextField } from '@/ui/TextField';
import { useRefundPayment } from '@/features/billing/api/use-refund-payment';
import { currencyCode, formatCents } from '@/features/billing/billing-format';
import { refundFormSchema, remainingCents, type RefundFormInput, type RefundFormOutput } from './refund-form';

type RefundDialogProps = { payment: Payment; onClose: () => void; onRefunded: (payment: Payment) => void };

/** What a failed refund says: the server's own message (409: more than remains, 502: Stripe down), else the status. */
function refundErrorText(error: unknown): string {
  return serverMessageOf(error, loadErrorText(error), 'message');
}

/** Admin: refunds a payment in full or in part. */
export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const refund = useRefundPayment();
  const remaining = remainingCents(payment);
  const currency = currencyCode(payment.currency);
  const { register, handleSubmit, formState } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: zodResolver(refundFormSchema(remaining)),
    defaultValues: { amount: '' },
  });

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
          {currency} {formatCents(payment.amount)}
        </dd>
        <dt className="text-slate-600">Refunded so far</dt>
        <dd className="font-medium text-slate-900">
          {currency} {formatCents(payment.amountRefunded)}
        </dd>
        <dt className="text-slate-600">Remaining</dt>
        <dd className="font-semibold text-brand-900">
          {currency} {formatCents(remaining)}
        </dd>
      </dl>
      <form noValidate className="mt-5 space-y-4" onSubmit={(event) => void submit(event)}>
        <TextField
          label={`Amount to refund (${currency})`}
          inputMode="decimal"
          placeholder={formatCents(remaining).replaceAll(',', '')}
          hint="Leave empty to refund everything that remains."
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        {refund.isError ? <Alert tone="error">{refundErrorText(refund.error)}</Alert> : null}
        <FormActions onCancel={onClose} submitLabel="Refund" pendingLabel="Refunding..." pending={refund.isPending} />
      </form>
    </Dialog>
  );
}
