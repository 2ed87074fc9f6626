import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { billingCycles, largeOrder, planKeys } from './catalogues/plans.js';
import { regions } from './catalogues/regions.js';
import { errorBodySchema, plainText } from './common.js';
import { addDays } from './placement-dates.js';
import { pagingQuerySchema } from './paging.js';
import { subscriptionSelectionSchema } from './subscription-selection.js';

const c = initContract();

/** Stripe refused or could not be reached: `billingMessages.paymentsUnavailable`. */
const stripeUnavailable = z.object({ code: z.string(), message: z.string(), error: z.string() });

/** Texts of the checkout and subscription screens (spec, public side sections 2 and 8). */
export const billingMessages = {
  preparing: 'Preparing for your payment...',
  cancelConfirm: 'Are you sure you want to cancel this subscription?',
  canceled: 'Subscription canceled successfully.',
  cancelFailed: 'Failed to cancel subscription.',
  invoiceMissing: 'Invoice not available.',
  subscriptionNotFound: 'Subscription not found.',
  paymentNotFound: 'Payment not found.',
  refundTooLarge: 'The refund is more than what remains of this payment.',
  nothingToRefund: 'This payment has been refunded in full.',
  refunded: 'Refund issued.',
  paymentsUnavailable: 'Payments are unavailable right now. Please try again in a moment.',
  /** A first charge above Stripe's cap (MAX_ONLINE_CHARGE): where to ask for a quote instead. */
  amountTooLarge: `${largeOrder.message} The Teambuilder form at ${largeOrder.quotePath} takes your request.`,
  manageBilling: 'Manage billing',
  noBillingAccount: 'No billing account yet.',
  customersOnly: 'Only customers have a billing account to manage.',
} as const;

/** The days an overdue payment's notice names: the first paused day, the last working one before it, and whether the pause has begun (`today` in the team's zone). */
export function overduePauseDays(workPausedFrom: string | null, today: string): { from: string; lastWorkingDay: string; started: boolean } | null {
  return workPausedFrom ? { from: workPausedFrom, lastWorkingDay: addDays(workPausedFrom, -1), started: workPausedFrom <= today } : null;
}

/**
 * What an overdue renewal means, the same words on /team and on /subscription: since when, until
 * when the team keeps working (or since when it is paused), and how to pay. Days come formatted.
 */
export const paymentOverdueTexts = {
  status: (since: string | null, pause: { from: string; lastWorkingDay: string; started: boolean } | null) =>
    `${since ? `Payment overdue since ${since}` : 'Payment overdue'}${
      pause
        ? pause.started
          ? `: your team's work is paused since ${pause.from}, until it is paid.`
          : `: your team keeps working through ${pause.lastWorkingDay}, then their work is paused until it is paid.`
        : '.'
    }`,
  payInvoice: 'Pay the open invoice',
  /** After the invoice link: Stripe's retries charge the subscription's card, which the site sets to the one that paid. */
  newCardPaysRenewals: 'The card you pay it with then pays your renewals too.',
  changeCard: 'To change the card without paying now, use Manage billing.',
  payFrom: 'Pay the open invoice from',
  noNewTalent: 'No new talent starts until it is paid.',
} as const;

export const currencies = ['usd', 'aud', 'cad'] as const;
export type Currency = (typeof currencies)[number];

/** The card a subscription is paid with: Stripe's brand ('visa', 'amex', …) and the last four digits. */
export const paymentMethodCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type PaymentMethodCard = z.infer<typeof paymentMethodCardSchema>;

const cardBrandNames: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos Australia',
  interac: 'Interac',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  unknown: 'Card',
};

/** 'Visa •••• 4242': how the tables show a card. */
export function paymentMethodLabel(card: PaymentMethodCard): string {
  const brand = cardBrandNames[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1).replaceAll('_', ' ');
  return `${brand} •••• ${card.last4}`;
}

const shippingAddressSchema = z.object({
  line1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});

/**
 * The spec's subscription record, plus what our screens need to tell the truth after a cancel
 * (`cancelAt`, `currentPeriodEnd`, `canceledAt`). Money here is in whole currency units with
 * cents (`3270` is AUD 3,270.00): the subscription table shows it as it is. `amount` is what one
 * billing period costs (unit price × quantity).
 */
export const subscriptionRecordSchema = z.object({
  _id: z.string(),
  /** Stripe's subscription id (`sub_…`): the id the cancel call takes. */
  subscriptionId: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  paymentMethodId: z.string().nullable(),
  /** The card behind `paymentMethodId`, once read from Stripe; null for other methods or until then. */
  paymentMethodCard: paymentMethodCardSchema.nullable(),
  amount: z.number(),
  currency: z.enum(currencies),
  /** Stripe's status: active, past_due, canceled, incomplete, trialing, unpaid, incomplete_expired, paused. */
  status: z.string(),
  createdAt: z.string(),
  startDate: z.string().nullable(),
  description: z.string(),
  /** 'month' (shown as Monthly) or 'year' (Yearly). */
  interval: z.enum(['month', 'year']),
  intervalCount: z.number(),
  quantity: z.number(),
  unitPrice: z.number(),
  shippingAddress: shippingAddressSchema.nullable(),
  /** Stripe's invoice id (`in_…`) of the newest invoice, for GET /invoices/{latestInvoice}. */
  latestInvoice: z.string().nullable(),
  plan: z.enum(planKeys),
  region: z.enum(regions),
  billingCycle: z.enum(billingCycles),
  /** For monthly selections: the number of paid months after which it ends. */
  months: z.number().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** When it ends (or ended) on its own: the N-month end, or a cancel at the end of the paid period. */
  cancelAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /**
   * While a renewal is unpaid (past_due), what the banner on /subscription says: since when (ISO
   * time; null if not known), the first day the team's work is paused or will be once the grace
   * period ends (YYYY-MM-DD in the team's time zone, as /team has it; null when nobody works on
   * it), and Stripe's page of the open invoice to pay it on (null until the site has it). Null
   * when it is paid.
   */
  paymentOverdue: z
    .object({ since: z.string().nullable(), workPausedFrom: z.string().nullable(), invoiceUrl: z.string().nullable() })
    .nullable(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

export const adminSubscriptionSorts = [
  'createdAt_desc', 'createdAt_asc', 'name_asc', 'name_desc', 'email_asc', 'email_desc',
  'paymentMethod_asc', 'paymentMethod_desc', 'amount_asc', 'amount_desc', 'currency_asc', 'currency_desc',
  'status_asc', 'status_desc',
] as const;
export const customerSubscriptionSorts = [
  'createdAt_desc', 'createdAt_asc', 'description_asc', 'description_desc', 'interval_asc', 'interval_desc',
  'quantity_asc', 'quantity_desc', 'unitPrice_asc', 'unitPrice_desc', 'amount_asc', 'amount_desc',
  'currency_asc', 'currency_desc', 'startDate_asc', 'startDate_desc', 'status_asc', 'status_desc',
] as const;

const sortOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: `sort must be one of ${values.join(', ')}` }) }).optional();

/** Without page/pageSize the answer is the spec's plain array; with them one page and `total`. */
const subscriptionListResponse = z.union([
  z.array(subscriptionRecordSchema),
  z.object({ subscriptions: z.array(subscriptionRecordSchema), total: z.number() }),
]);

export const checkoutConfirmationSchema = z.object({
  /** 'paid' once the first invoice is paid; 'pending' while Stripe has not finished. */
  status: z.enum(['paid', 'pending', 'unpaid']),
  subscriptionId: z.string().nullable(),
});

/** A Stripe event whose sync failed every try: the site has not applied it until an admin tries again (or dismisses it). */
export const failedStripeEventSchema = z.object({
  /** What "Try again" and "Dismiss" name: the Stripe event's id. */
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  tries: z.number().int(),
  failedAt: z.string().nullable(),
  /** What the last try failed on (Stripe's message, or the error's). */
  error: z.string().nullable(),
});
export type FailedStripeEvent = z.infer<typeof failedStripeEventSchema>;

/** How the online-order cap is reckoned (`exceedsOnlineCharge`): with room for tax when the site charges it. */
export const onlineOrderTermsSchema = z.object({ taxIncluded: z.boolean() });

/** A line of the next invoice: the seats, an extra-hours item waiting for it, a proration. Smallest currency unit. */
export const nextChargeLineSchema = z.object({ description: z.string(), amount: z.number().int() });

/**
 * What a renewing subscription will charge next, from Stripe's invoice preview: when (the next
 * payment attempt, else the end of the current period; ISO) and how much, in the smallest currency
 * unit, with the invoice's lines. `unavailable` when Stripe could not say (that one only).
 */
export const nextChargeSchema = z.discriminatedUnion('unavailable', [
  z.object({
    unavailable: z.literal(false),
    /** Stripe's subscription id (`sub_…`), as the subscription record's `subscriptionId`. */
    subscriptionId: z.string(),
    description: z.string(),
    date: z.string(),
    amountDue: z.number().int(),
    currency: z.enum(currencies),
    lines: z.array(nextChargeLineSchema),
  }),
  z.object({ unavailable: z.literal(true), subscriptionId: z.string(), description: z.string() }),
]);
export type NextCharge = z.infer<typeof nextChargeSchema>;

export const nextChargeTexts = {
  title: 'Next charges',
  allInvoices: 'All invoices',
  loading: 'Asking Stripe for your next charges...',
  none: 'No subscription renews: nothing more will be charged.',
  unavailable: 'The next charge cannot be shown right now. Please try again later.',
  failed: 'Your next charges cannot be shown right now. Please try again later.',
} as const;

export const billingContract = c.router({
  createSubscribe: {
    method: 'POST',
    path: '/stripe/createSubscribe',
    body: subscriptionSelectionSchema,
    responses: { 200: z.object({ url: z.string() }), 403: errorBodySchema, 409: stripeUnavailable, 502: stripeUnavailable },
    summary:
      "Customer (e-mail verified, else 403 auth.email_unverified): a Stripe Checkout Session for the selection, priced by the server from the catalogue; the open one's address again while the caller has one for the same selection (it expires after an hour)",
  },
  onlineOrderTerms: {
    method: 'GET',
    path: '/billing/online-order',
    responses: { 200: onlineOrderTermsSchema },
    summary:
      "Anyone: whether the online-order cap keeps room for the region's highest tax (STRIPE_TAX=on), so the pricing page offers a quote where checkout would refuse the order",
  },
  confirmCheckout: {
    method: 'POST',
    path: '/stripe/checkout-sessions/:sessionId/confirm',
    pathParams: z.object({ sessionId: plainText('Checkout session', 200) }),
    body: c.noBody(),
    responses: { 200: checkoutConfirmationSchema, 502: stripeUnavailable },
    summary: "Customer: fulfils the caller's own checkout session now (the success page), as the webhook would",
  },
  stripeWebhook: {
    method: 'POST',
    path: '/stripe/webhook',
    body: c.type<unknown>(),
    responses: { 200: z.object({ received: z.literal(true) }), 503: stripeUnavailable },
    summary: 'Stripe: signed events (raw body, Stripe-Signature header)',
  },
  mySubscriptions: {
    method: 'GET',
    path: '/subscription/my',
    query: pagingQuerySchema.extend({ sort: sortOf(customerSubscriptionSorts) }),
    responses: { 200: subscriptionListResponse },
    summary: "Customer: the caller's own subscriptions",
  },
  myNextCharges: {
    method: 'GET',
    path: '/subscription/my/next-charges',
    responses: { 200: z.array(nextChargeSchema) },
    summary:
      "Customer: the next charge of each of the caller's subscriptions that renews (active or past due, not ending with its period), from Stripe's invoice preview: date, amount and lines (seats, extra hours waiting); an entry Stripe could not preview says `unavailable`",
  },
  allSubscriptions: {
    method: 'GET',
    path: '/subscription/get-all',
    query: pagingQuerySchema.extend({ sort: sortOf(adminSubscriptionSorts), userId: plainText('Customer', 100).optional() }),
    responses: { 200: subscriptionListResponse },
    summary: 'Admin: every subscription (optionally one customer’s), searched, sorted and paged',
  },
  cancelSubscription: {
    method: 'POST',
    path: '/subscription/cancel/:subscriptionId',
    pathParams: z.object({ subscriptionId: plainText('Subscription', 200) }),
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string(), subscription: subscriptionRecordSchema }), 502: stripeUnavailable },
    summary: 'Owner or admin: cancels a subscription (see docs/decisions.md for what happens to paid time)',
  },
  billingAccounts: {
    method: 'GET',
    path: '/billing/accounts',
    responses: { 200: z.object({ currencies: z.array(z.enum(currencies)) }) },
    summary: "Customer: the currencies the caller pays in, one Stripe customer (and portal) each, most recent first; 403 for admins",
  },
  openBillingPortal: {
    method: 'POST',
    path: '/billing/portal',
    query: z.object({ currency: z.enum(currencies, { errorMap: () => ({ message: `currency must be one of ${currencies.join(', ')}` }) }).optional() }),
    body: c.noBody(),
    responses: { 200: z.object({ url: z.string() }), 502: stripeUnavailable },
    summary:
      "Customer: a Stripe Customer Portal session (cards, billing address, invoices) for the caller's Stripe customer in `currency` (each currency has its own), or the most recently paying one; 404 before any payment in it, 403 for admins",
  },
  failedStripeEvents: {
    method: 'GET',
    path: '/admin/stripe-events/failed',
    responses: { 200: z.object({ events: z.array(failedStripeEventSchema) }) },
    summary: 'Admin: Stripe events whose sync failed every try, newest first, until tried again or dismissed',
  },
  retryStripeEvent: {
    method: 'POST',
    path: '/admin/stripe-events/:id/retry',
    pathParams: z.object({ id: plainText('Event', 100) }),
    body: c.noBody(),
    responses: { 202: z.object({ message: z.string() }) },
    summary: "Admin: a fresh chain of tries of a failed Stripe event's sync, starting now; it leaves the list (and comes back if that chain fails too); 404 when it is not listed",
  },
  dismissStripeEvent: {
    method: 'POST',
    path: '/admin/stripe-events/:id/dismiss',
    pathParams: z.object({ id: plainText('Event', 100) }),
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), 409: errorBodySchema },
    summary: 'Admin: takes a failed Stripe event off the list without applying it (settled by hand in the Dashboard); 404 for an unknown event, 409 when already dismissed',
  },
  getInvoice: {
    method: 'GET',
    path: '/invoices/:latestInvoice',
    pathParams: z.object({ latestInvoice: plainText('Invoice', 200) }),
    responses: { 200: z.object({ url: z.string() }), 502: stripeUnavailable },
    summary: "Owner or admin: the invoice's hosted page address, opened in a new tab",
  },
});
