import type Stripe from 'stripe';
import { advanceClock, advanceToNextPeriod } from './billing-cycle.js';
import { completeCheckout, type CheckoutBuyerDetails, type CheckoutCompletion, type CheckoutOutcome } from './checkout-completion.js';
import type { EmulatorContext } from './context.js';
import { closeDispute, openDispute, updateDispute, type OpenDisputeStatus } from './disputes.js';
import { checkDunningSettings, type DunningSettings } from './dunning.js';
import { payInvoice, type InvoicePaymentChoice } from './invoice-payment.js';
import { failRefund } from './refunds.js';
import { customerOrThrow } from './payments.js';
import type { EventDelivery } from './store.js';

/** What a test (or a person trying the site) does that a real buyer or Stripe's clock would do. */
export interface EmulatorControls {
  /** What the hosted page's buttons do. */
  completeCheckout(sessionId: string, options: { outcome: CheckoutOutcome } & CheckoutBuyerDetails): Promise<CheckoutCompletion>;
  /** Moves the emulator clock forward and bills whatever fell due; resolves to the events this caused. */
  advanceClock(seconds: number): Promise<Stripe.Event[]>;
  /** Moves the clock to the next period end (of this subscription, or the earliest one) and bills renewals or ends cancelled ones. */
  advanceToNextPeriod(subscriptionId?: string): Promise<Stripe.Event[]>;
  /** Declines the next payment (of this customer, or anyone's): a checkout shows the decline, a renewal leaves its invoice open and the subscription past_due. */
  failNextPayment(customerId?: string): void;
  /** The cardholder disputes a paid payment in full (as Stripe's dispute test cards do); evidence is due in 7 days. */
  openDispute(paymentIntentId: string, reason?: string): Promise<Stripe.Dispute>;
  /** The dispute moves along without closing (`charge.dispute.updated`), e.g. to `under_review`. */
  updateDispute(disputeId: string, changes: { status: OpenDisputeStatus }): Promise<Stripe.Dispute>;
  /** The card network's decision on a dispute. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Stripe.Dispute>;
  /** The bank returns a refund: it fails with `reason` and the money is back on the charge. */
  failRefund(refundId: string, reason?: string): Promise<Stripe.Refund>;
  /**
   * What the hosted invoice page's forms do: pay an open invoice with a new test card (default
   * 4242…; attached to the customer, not made any default) or, with `authenticate: true`, with the
   * card waiting for authentication. A past-due, unpaid or incomplete subscription is active again.
   */
  payInvoice(invoiceId: string, choice?: InvoicePaymentChoice): Promise<Stripe.Invoice>;
  /** Stripe's retry settings for failed renewals, as the Dashboard sets them; applies to retries scheduled from now on. */
  setDunning(settings: DunningSettings): void;
  dunning(): DunningSettings;
  /** Events not yet acknowledged by the app with a 2xx (all of them, in manual mode, until delivered). */
  pendingEvents(): Stripe.Event[];
  /** Sends one event, again if it was sent before; resolves to the app's HTTP status (0 if the request failed). */
  deliver(eventId: string): Promise<number>;
  deliverAll(): Promise<number[]>;
  /** One event's delivery: tries so far, the app's last status, and when the next automatic retry is due (wall-clock ms, null for none). */
  deliveryOf(eventId: string): EventDelivery;
  /** Every event created, oldest first. */
  events(): Stripe.Event[];
  /** The emulator clock, unix seconds. */
  now(): number;
}

export function createControls(context: EmulatorContext): EmulatorControls {
  return {
    completeCheckout: (sessionId, { outcome, ...details }) => completeCheckout(context, sessionId, outcome, details),
    advanceClock: (seconds) => advanceClock(context, seconds),
    advanceToNextPeriod: (subscriptionId) => advanceToNextPeriod(context, subscriptionId),
    failNextPayment(customerId) {
      if (customerId) customerOrThrow(context, customerId);
      context.store.state.declineNextPaymentFor.push(customerId ?? '*');
      context.store.save();
    },
    openDispute: (paymentIntentId, reason) => openDispute(context, paymentIntentId, reason),
    updateDispute: (disputeId, changes) => updateDispute(context, disputeId, changes),
    closeDispute: (disputeId, outcome) => closeDispute(context, disputeId, outcome),
    payInvoice: (invoiceId, choice) => payInvoice(context, invoiceId, choice),
    setDunning(settings) {
      context.dunning = checkDunningSettings(settings);
    },
    dunning: () => structuredClone(context.dunning),
    failRefund: (refundId, reason) => failRefund(context, refundId, reason),
    pendingEvents: () => context.events.pending(),
    deliver: (eventId) => context.events.deliver(eventId),
    deliverAll: () => context.events.deliverAll(),
    deliveryOf: (eventId) => context.events.deliveryOf(eventId),
    events: () => context.events.all(),
    now: () => context.clock.now(),
  };
}
