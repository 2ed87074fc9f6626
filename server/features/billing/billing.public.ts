// What other features may use of billing: the subscriptions table (admin overview's counts).
export { subscriptions } from './billing.table.js';
