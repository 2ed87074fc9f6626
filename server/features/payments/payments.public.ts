// What billing may use of payments: recording invoices and refunds (its Stripe sync), and who
// paid an invoice.
export { applyRefunds, lockPaymentByIntent, recordInvoicePayment, type RecordedInvoice } from './payment-records.js';
export { disputeDashboardUrl } from './attention.service.js';
export { applyDispute, type RecordedDispute } from './dispute-records.js';
export { findInvoicePayment } from './payments.repository.js';
export type { PaymentRow } from './payments.table.js';
