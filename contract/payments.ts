import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { billingCycles, planKeys } from './catalogues/plans.js';
import { currencies } from './billing.js';
import { errorBodySchema, idParamsSchema, plainText, requiredText } from './common.js';
import { pagingQuerySchema } from './paging.js';
import { isIsoDate } from './placement-dates.js';

const c = initContract();

export const refundSchema = z.object({
  _id: z.string(),
  /** Stripe's refund id (`re_…`). */
  refundId: z.string(),
  /** Smallest currency unit (cents). */
  amount: z.number().int(),
  currency: z.enum(currencies),
  status: z.string(),
  reason: z.string().nullable(),
  /** Why the bank returned a failed refund (Stripe's failure_reason). */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** When an admin marked a failed refund as dealt with (it then leaves the admin home), and their note. */
  handledAt: z.string().nullable(),
  handledNote: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * The spec's Payment entity: one paid (or failed) invoice. `amount` is in the smallest currency
 * unit and shown divided by 100. `created` is Stripe's unix time in seconds; `createdAt` ISO.
 */
export const paymentSchema = z.object({
  _id: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  userId: z.string(),
  paymentMethod: z.string().nullable(),
  amount: z.number().int(),
  amountRefunded: z.number().int(),
  currency: z.enum(currencies),
  /** paid, failed, refunded, partially_refunded */
  status: z.string(),
  /** A chargeback: disputed while the card network decides, then won or lost; null when none. */
  disputeStatus: z.enum(['disputed', 'won', 'lost']).nullable(),
  /** Tax Stripe Tax added (included in `amount`), smallest unit; null when none was computed. */
  taxAmount: z.number().int().nullable(),
  /** The buyer's tax ID as the invoice prints it ('AU ABN 12345678901'). */
  customerTaxId: z.string().nullable(),
  created: z.number().int(),
  createdAt: z.string(),
  shippingAddress: z
    .object({ line1: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable(), country: z.string().nullable() })
    .nullable(),
  role: z.enum(planKeys),
  noOfRoles: z.number().int(),
  noOfMonths: z.number().int().nullable(),
  billing: z.enum(billingCycles),
  description: z.string(),
  invoiceId: z.string(),
  subscriptionId: z.string().nullable(),
  refunds: z.array(refundSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentSorts = [
  'createdAt_desc', 'createdAt_asc', 'customerName_asc', 'customerName_desc', 'customerEmail_asc', 'customerEmail_desc',
  'amount_asc', 'amount_desc', 'currency_asc', 'currency_desc', 'status_asc', 'status_desc', 'role_asc', 'role_desc',
] as const;

export const paymentListQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(paymentSorts, { errorMap: () => ({ message: `sort must be one of ${paymentSorts.join(', ')}` }) }).optional(),
  status: plainText('Status', 40).optional(),
  currency: z.enum(currencies).optional(),
  userId: plainText('Customer', 100).optional(),
  /** Only payments that have at least one refund (the refunds screen's filter). */
  refunded: z.enum(['true', 'false']).optional(),
});

/** Without page/pageSize the spec's plain array; with them one page and `total`. */
const paymentListResponse = z.union([z.array(paymentSchema), z.object({ payments: z.array(paymentSchema), total: z.number() })]);

/** A paying account: someone with at least one subscription or payment. Money in the smallest unit, per currency. */
export const customerSummarySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  activeSubscriptions: z.number().int(),
  totalPaid: z.array(z.object({ currency: z.enum(currencies), amount: z.number().int() })),
  firstPaymentAt: z.string().nullable(),
  lastPaymentAt: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSorts = [
  'lastPaymentAt_desc', 'lastPaymentAt_asc', 'firstPaymentAt_desc', 'firstPaymentAt_asc', 'name_asc', 'name_desc',
  'email_asc', 'email_desc', 'activeSubscriptions_desc', 'activeSubscriptions_asc',
] as const;

export const revenueSummarySchema = z.object({
  activeSubscriptions: z.number().int(),
  /** Monthly recurring revenue per currency, smallest unit (yearly plans count one twelfth). */
  monthlyRecurringRevenue: z.array(z.object({ currency: z.enum(currencies), amount: z.number().int() })),
  /** This month (UTC) as the admin home's revenue chart has it: paid before tax, less refunds and open or lost disputes. */
  netRevenueThisMonth: z.array(z.object({ currency: z.enum(currencies), amount: z.number().int() })),
  /** This month's refunds (pending or done): their count, and their amount without the tax they carried back, as the chart. */
  refundsThisMonth: z.array(z.object({ currency: z.enum(currencies), amount: z.number().int(), count: z.number().int() })),
  /** Money held by open disputes or lost to them, per currency (not in customers' totals). */
  disputed: z.array(z.object({ currency: z.enum(currencies), amount: z.number().int(), count: z.number().int() })),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

/** A chargeback waiting on evidence or the card network's decision, for the admin home. */
export const openDisputeSchema = z.object({
  disputeId: z.string(),
  paymentId: z.string(),
  invoiceId: z.string(),
  customerName: z.string(),
  amount: z.number().int(),
  currency: z.enum(currencies),
  /** Stripe's status: needs_response, under_review, … */
  status: z.string(),
  reason: z.string(),
  /** When evidence must reach Stripe; null once submitted or not asked for. */
  evidenceDueBy: z.string().nullable(),
  /** The dispute's page in Stripe's Dashboard, where evidence is sent. */
  dashboardUrl: z.string(),
});
export type OpenDispute = z.infer<typeof openDisputeSchema>;

/** A refund the bank returned: the money did not reach the customer. */
export const failedRefundSchema = z.object({
  /** The site's id of the refund, for marking it handled. */
  id: z.string(),
  refundId: z.string(),
  paymentId: z.string(),
  invoiceId: z.string(),
  customerName: z.string(),
  amount: z.number().int(),
  currency: z.enum(currencies),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedRefund = z.infer<typeof failedRefundSchema>;

export const paymentsAttentionSchema = z.object({ openDisputes: z.array(openDisputeSchema), failedRefunds: z.array(failedRefundSchema) });
export type PaymentsAttention = z.infer<typeof paymentsAttentionSchema>;

export const refundBodySchema = z
  .object({
    /** Smallest currency unit; the whole remainder when absent. */
    amount: z.number({ invalid_type_error: 'Amount must be a number of cents.' }).int('Amount must be a whole number of cents.').positive('Amount must be more than zero.').optional(),
    reason: z.enum(['requested_by_customer', 'duplicate', 'fraudulent']).optional(),
  })
  .strict();

export const refundHandledMessages = {
  noteRequired: 'Please give a note.',
  handled: 'The refund is marked as handled.',
};

/** What was done about a refund the bank returned (refunded another way, customer told): kept with it. */
export const refundHandledBodySchema = z.object({ note: requiredText(refundHandledMessages.noteRequired, 500, 'Note', 'multi') }).strict();

/**
 * One invoice of the customer's, as /payments lists it (from the site's own payment rows, never
 * from Stripe at request time). Money in the smallest currency unit; times ISO.
 */
export const invoiceRecordSchema = z.object({
  _id: z.string(),
  /** Stripe's invoice id (`in_…`). */
  invoiceId: z.string(),
  /** The number printed on it ('A1B2C3D4-0001'); null for an invoice recorded before Stripe numbered it. */
  number: z.string().nullable(),
  /** The invoice's date: its creation at Stripe. */
  createdAt: z.string(),
  /** The service period it bills (a renewal's month or year; a one-off invoice's own). */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  description: z.string(),
  amount: z.number().int(),
  amountRefunded: z.number().int(),
  /** Tax in `amount`, when Stripe Tax computed it. */
  taxAmount: z.number().int().nullable(),
  currency: z.enum(currencies),
  /** paid, failed, refunded, partially_refunded */
  status: z.string(),
  disputeStatus: z.enum(['disputed', 'won', 'lost']).nullable(),
  /** Stripe's page of the invoice, and its PDF. */
  hostedInvoiceUrl: z.string().nullable(),
  invoicePdfUrl: z.string().nullable(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

/** The longest period a statement covers. */
export const STATEMENT_MAX_YEARS = 3;

export const statementMessages = {
  fromRequired: 'Choose the first day of the statement.',
  toRequired: 'Choose the last day of the statement.',
  fromInvalid: 'From must be a date (YYYY-MM-DD).',
  toInvalid: 'To must be a date (YYYY-MM-DD).',
  toBeforeFrom: 'The last day must be on or after the first day.',
  tooLong: `A statement covers at most ${STATEMENT_MAX_YEARS} years: choose a shorter period.`,
  downloadFailed: 'The statement could not be downloaded. Please try again.',
} as const;

/** The day `years` after `day` (YYYY-MM-DD, UTC): 29 February lands on 1 March. */
function yearsAfter(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

const statementDay = (required: string, invalid: string, label: string) => requiredText(required, 10, label).refine(isIsoDate, invalid);

/**
 * A statement's period: invoices dated from `from` to `to`, both included, as UTC days (the file
 * says so). At most three years, so one request never reads a whole history at once.
 */
export const statementQuerySchema = z
  .object({
    from: statementDay(statementMessages.fromRequired, statementMessages.fromInvalid, 'From'),
    to: statementDay(statementMessages.toRequired, statementMessages.toInvalid, 'To'),
  })
  .superRefine(({ from, to }, context) => {
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: statementMessages.toBeforeFrom });
    else if (to >= yearsAfter(from, STATEMENT_MAX_YEARS)) context.addIssue({ code: 'custom', path: ['to'], message: statementMessages.tooLong });
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const paymentsContract = c.router({
  listPayments: {
    method: 'GET',
    path: '/payments',
    query: paymentListQuerySchema,
    responses: { 200: paymentListResponse },
    summary: 'Admin: every payment with its refunds, filtered, searched, sorted and paged',
  },
  myPayments: {
    method: 'GET',
    path: '/payments/mypayments',
    query: paymentListQuerySchema.omit({ userId: true }),
    responses: { 200: paymentListResponse },
    summary: "Customer: the caller's own payments",
  },
  myInvoices: {
    method: 'GET',
    path: '/payments/myinvoices',
    query: pagingQuerySchema,
    responses: { 200: z.object({ invoices: z.array(invoiceRecordSchema), total: z.number() }) },
    summary: "Customer: the caller's invoices, newest first, paged (default 10): number, date, period, amount, status, the hosted page and the PDF; `q` searches number, description, amount, currency and status",
  },
  myStatement: {
    method: 'GET',
    path: '/payments/statement.csv',
    query: statementQuerySchema,
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }) },
    summary:
      "Customer: a statement of the caller's invoices dated from `from` to `to` (UTC days, both included, at most 3 years) as CSV, oldest first, with a total per currency; named statement-<from>_<to>-utc.csv",
  },
  revenueSummary: {
    method: 'GET',
    path: '/payments/summary',
    responses: { 200: revenueSummarySchema },
    summary: 'Admin: active subscriptions, monthly recurring revenue per currency and refunds this month',
  },
  paymentsAttention: {
    method: 'GET',
    path: '/payments/attention',
    responses: { 200: paymentsAttentionSchema },
    summary: 'Admin: open disputes (soonest evidence deadline first) and refunds the bank returned',
  },
  refundPayment: {
    method: 'POST',
    path: '/payments/:id/refund',
    pathParams: idParamsSchema,
    body: refundBodySchema,
    responses: {
      201: z.object({ message: z.string(), payment: paymentSchema }),
      409: z.object({ code: z.string(), message: z.string(), error: z.string() }),
      502: z.object({ code: z.string(), message: z.string(), error: z.string() }),
    },
    summary: 'Admin: refunds a payment through Stripe, in full or in part, never more than what remains',
  },
  markRefundHandled: {
    method: 'POST',
    path: '/admin/refunds/:id/handled',
    pathParams: idParamsSchema,
    body: refundHandledBodySchema,
    responses: { 200: z.object({ message: z.string(), refund: refundSchema }), 404: errorBodySchema, 409: errorBodySchema },
    summary: 'Admin: marks a failed refund as dealt with, with a note; it leaves the admin home. 409 unless failed and not yet handled',
  },
  listCustomers: {
    method: 'GET',
    path: '/customers',
    query: pagingQuerySchema.extend({
      sort: z.enum(customerSorts, { errorMap: () => ({ message: `sort must be one of ${customerSorts.join(', ')}` }) }).optional(),
    }),
    responses: { 200: z.object({ customers: z.array(customerSummarySchema), total: z.number() }) },
    summary: 'Admin: the paying accounts with their totals',
  },
});
