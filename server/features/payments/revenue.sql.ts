import { sql } from 'drizzle-orm';

/** Payments that brought money in, refunded or not. */
export const paidStatuses = sql`('paid', 'partially_refunded', 'refunded')`;

/**
 * Refunds that take money back: done, on their way, or waiting on the customer (as a payment's
 * `amount_refunded` counts them). A failed or canceled one moved nothing.
 */
export const countedRefundStatuses = sql`('succeeded', 'pending', 'requires_action')`;

/**
 * Disputes whose amount Stripe has taken from the balance: open (needs_response, under_review) or
 * lost. An inquiry (warning_*) withdraws nothing, a won dispute gives the money back, and a listed
 * set means a status Stripe adds later is not counted as money lost until someone decides it is.
 */
export const heldDisputeStatuses = sql`('needs_response', 'under_review', 'lost')`;
