// What other features may use of messages: the table (admin overview's counts).
export { contactMessages } from './messages.table.js';
