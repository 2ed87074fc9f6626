import { billingMessages } from '../../../contract/billing.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { paymentsUnavailable } from '../../lib/stripe-calls.js';

export const billingErrors = {
  paymentsUnavailable,
  /** A webhook that failed for a passing reason: Stripe retries on any 5xx. */
  retryLater: () => new AppError(503, 'billing.retry_later', 'The event could not be handled now; it will be retried.'),
  badSignature: () => new AppError(400, 'billing.bad_signature', 'The Stripe signature is missing or does not match.'),
  /** Signed, so from Stripe, but not an event we can act on: a retry would not help. */
  malformedEvent: () => new AppError(400, 'billing.malformed_event', 'The event does not name the object it is about.'),
  /** A live event on a test key's site, or the other way round: another account's or mode's endpoint points here. */
  wrongMode: () => new AppError(400, 'billing.wrong_mode', "The event's mode (live or test) does not match the site's Stripe key."),
  subscriptionNotFound: () => notFound('billing.subscription_not_found', billingMessages.subscriptionNotFound),
  checkoutNotFound: () => notFound('billing.checkout_not_found', 'Checkout session not found.'),
  /** The open session of this selection was paid a moment ago: no second one. */
  checkoutAlreadyPaid: () => new AppError(409, 'billing.checkout_already_paid', 'This plan was just paid for. Your subscription will appear in a moment.'),
  invoiceMissing: () => notFound('billing.invoice_missing', billingMessages.invoiceMissing),
  /** The first charge would pass Stripe's cap for one charge (MAX_ONLINE_CHARGE): a quote instead. */
  amountTooLarge: () => badRequest('billing.amount_too_large', billingMessages.amountTooLarge),
  /** The caller never paid: no Stripe customer with a subscription to manage. */
  noBillingAccount: () => notFound('billing.no_billing_account', billingMessages.noBillingAccount),
  customersOnly: () => forbidden('billing.customers_only', billingMessages.customersOnly),
};
