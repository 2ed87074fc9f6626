// What billing may use of payments: recording invoices and refunds (its Stripe sync), and who
// paid an invoice; the admin home's revenue chart reads the money per month.
export { applyRefunds, lockPaymentByIntent, newlyFailedRefunds, recordInvoicePayment, type RecordedInvoice } from './payment-records.js';
export { disputeDashboardUrl } from './attention.service.js';
export { applyDispute, type RecordedDispute } from './dispute-records.js';
export { findInvoicePayment, hostedInvoiceUrlsOf } from './payments.repository.js';
export type { PaymentRow } from './payments.table.js';
export { revenueByMonth, type CurrencyMonths } from './revenue-by-month.repository.js';
