import { billingMessages } from '../../contract/billing.js';
import { AppError } from './errors.js';

/** Stripe refused or could not be reached: the caller may try again; Stripe's own words stay in the log. */
export const paymentsUnavailable = () => new AppError(502, 'billing.payments_unavailable', billingMessages.paymentsUnavailable);

/** Stripe SDK errors carry a `type` such as `StripeInvalidRequestError`; nothing else does. */
export function stripeErrorType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  const type = (error as { type: unknown }).type;
  return typeof type === 'string' && type.startsWith('Stripe') ? type : undefined;
}

/** Stripe answered that the object does not exist (a foreign or mistyped id). */
export function isStripeMissing(error: unknown): boolean {
  return stripeErrorType(error) === 'StripeInvalidRequestError' && (error as { code?: string }).code === 'resource_missing';
}

/** Failures that may pass: Stripe unreachable, overloaded, or rate limiting. */
export function isTransientStripeError(error: unknown): boolean {
  const type = stripeErrorType(error);
  return type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError';
}

/**
 * Runs a Stripe call on behalf of a request: any Stripe failure becomes 502 'Payments are
 * unavailable…' (never a 500, never Stripe's internals), after logging what Stripe said.
 */
export async function callStripe<T>(log: { warn(obj: object, msg: string): void }, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (stripeErrorType(error) === undefined) throw error;
    log.warn({ err: error }, `stripe: ${what} failed`);
    throw paymentsUnavailable();
  }
}
