import { z } from 'zod';
import { assignTalentBodySchema, replacePlacementBodySchema } from '@contract/placements';

/** An empty text box means "no reason given": the server then keeps the customer's own reason. */
const optionalReason = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), replacePlacementBodySchema.shape.reason);

/**
 * The assign dialog's fields, on the contract's own rules: a talent, a start date (always sent,
 * prefilled with the next business day) and, for a replacement, an optional reason.
 */
export const assignFormSchema = z.object({
  applicantId: assignTalentBodySchema.shape.applicantId,
  startDate: assignTalentBodySchema.shape.startDate.unwrap(),
  reason: optionalReason,
});

export type AssignFormInput = z.input<typeof assignFormSchema>;
export type AssignFormOutput = z.output<typeof assignFormSchema>;
