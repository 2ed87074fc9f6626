import { z } from 'zod';
import { billingMessages } from '@contract/billing';
import { refundBodySchema, type Payment } from '@contract/payments';

export const refundAmountFormat = 'Enter the amount with up to 2 decimals, like 120.50.';
export const refundAmountMissing = 'Enter the amount to refund, or choose to refund everything that remains.';

/** What is left to refund of a payment, in cents. */
export function remainingCents(payment: Payment): number {
  return Math.max(0, payment.amount - payment.amountRefunded);
}

/** '120.50' in the payment's currency as cents, or undefined when it is not such an amount. */
export function amountInCents(text: string): number | undefined {
  const value = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : undefined;
}

/**
 * The refund dialog: either part of the payment, an amount in its currency ('120.50') turned
 * into the cents the contract takes, or everything that remains, chosen as such (an empty
 * amount is never read as "everything"). Over the remainder is refused here already, with the
 * server's own wording.
 */
export function refundFormSchema(remaining: number) {
  const cents = refundBodySchema.shape.amount.unwrap();
  return z
    .object({ scope: z.enum(['part', 'full']), amount: z.string() })
    .superRefine(({ scope, amount }, context) => {
      if (scope === 'full') return;
      const problem =
        amount.trim() === ''
          ? refundAmountMissing
          : amountInCents(amount) === undefined
            ? refundAmountFormat
            : (cents.safeParse(amountInCents(amount)).error?.issues[0]?.message ??
              (amountInCents(amount)! > remaining ? billingMessages.refundTooLarge : undefined));
      if (problem) context.addIssue({ code: z.ZodIssueCode.custom, path: ['amount'], message: problem });
    })
    .transform(({ scope, amount }) => ({ amount: scope === 'full' ? undefined : amountInCents(amount) }));
}

export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;
