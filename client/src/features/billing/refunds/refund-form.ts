import { z } from 'zod';
import { billingMessages } from '@contract/billing';
import { refundBodySchema, type Payment } from '@contract/payments';

export const refundAmountFormat = 'Enter the amount with up to 2 decimals, like 120.50.';

/** What is left to refund of a payment, in cents. */
export function remainingCents(payment: Payment): number {
  return Math.max(0, payment.amount - payment.amountRefunded);
}

/**
 * The refund dialog's one field: an amount in the payment's currency ('120.50'), turned into the
 * cents the contract takes; empty means the whole remainder. Over the remainder is refused here
 * already, with the server's own wording.
 */
export function refundFormSchema(remaining: number) {
  const cents = refundBodySchema.shape.amount;
  return z.object({
    amount: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d+(\.\d{1,2})?$/.test(value), refundAmountFormat)
      .transform((value) => (value === '' ? undefined : Math.round(Number(value) * 100)))
      .pipe(cents)
      .refine((value) => value === undefined || value <= remaining, billingMessages.refundTooLarge),
  });
}

export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;
