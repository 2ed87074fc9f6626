// What other features may use of billing: the Stripe event task's name (admin overview's counts), and the clean-up of processed Stripe events (run by the scheduled clean-up).
export { STRIPE_EVENT_TASK } from './stripe-events.js';
export { deleteStripeEventsBefore } from './stripe-events.repository.js';
