// What other features may use of inquiries: the table (admin overview's counts).
export { inquiries } from './inquiries.table.js';
