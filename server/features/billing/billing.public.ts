// What other features may use of billing: the subscriptions table (admin overview's counts) and the
// clean-up of processed Stripe events (run by the scheduled clean-up).
export { subscriptions } from './billing.table.js';
export { deleteStripeEventsBefore } from './stripe-events.repository.js';
