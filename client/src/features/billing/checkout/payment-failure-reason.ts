/**
 * `?reason=` of /payment-failure when /payment could not start the checkout. The provider's Cancel
 * lands there without it (the server's `cancel_url`), so a bare /payment-failure is a canceled payment.
 */
export const CHECKOUT_FAILED_REASON = 'failed';
