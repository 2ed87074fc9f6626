// What other features may use of billing: the subscriptions table and the Stripe event task's name
// (admin overview's counts), and the clean-up of processed Stripe events (run by the scheduled clean-up).
export { subscriptions } from './billing.table.js';
export { STRIPE_EVENT_TASK } from './stripe-events.js';
export { deleteStripeEventsBefore } from './stripe-events.repository.js';
