import type Stripe from 'stripe';
import { readCardForm } from './card-form.js';
import type { EmulatorContext } from './context.js';
import { StripeApiError, invalidRequest, resourceMissing } from './errors.js';
import type { EventBody } from './objects/event.js';
import { declinedMessage } from './objects/payment.js';
import { buildCardPaymentMethod, cardNumberOf, testCards } from './objects/payment-method.js';
import { chargeInvoice, customerOrThrow } from './payments.js';
import { paidInvoiceEvents } from './pending-updates.js';

/** How the customer pays an open invoice on its hosted page. */
export interface InvoicePaymentChoice {
  /**
   * A new test card typed on the page (default 4242 4242 4242 4242); it is attached to the
   * customer. 4000 0027 6000 3184 is authenticated on the page and goes through.
   */
  card?: string;
  expMonth?: string;
  expYear?: string;
  name?: string;
  /** Instead of a new card: authenticate the card the invoice's last attempt used (what an `invoice.payment_action_required` mail links to). */
  authenticate?: boolean;
}

export function openInvoiceOrThrow(context: EmulatorContext, invoiceId: string): Stripe.Invoice {
  const invoice = context.store.state.invoices[invoiceId];
  if (!invoice) throw resourceMissing('invoice', invoiceId);
  if (invoice.status !== 'open') throw invalidRequest(`Invoice ${invoiceId} is ${invoice.status ?? 'not open'}: there is nothing to pay.`, undefined, 'invoice_not_open');
  return invoice;
}

/** The card the invoice's last attempt was made with, which the customer may authenticate on the page. */
export function cardAwaitingAuthentication(context: EmulatorContext, invoice: Stripe.Invoice): Stripe.PaymentMethod | null {
  const { invoicePayments, paymentIntents, paymentMethods } = context.store.state;
  const payment = Object.values(invoicePayments).find((candidate) => candidate.invoice === invoice.id && candidate.is_default);
  const intent = payment?.payment.payment_intent ? paymentIntents[String(payment.payment.payment_intent)] : undefined;
  if (intent?.status !== 'requires_action' || !intent.payment_method) return null;
  return paymentMethods[String(intent.payment_method)] ?? null;
}

/**
 * The hosted invoice page's payment, on-session: the invoice's PaymentIntent confirmed with a new
 * card (attached to the customer) or with the card awaiting authentication. As on Stripe, the
 * subscription's default payment method is left as it was: making the new card the default is
 * the site's to do. A subscription's pending update waiting on this invoice applies.
 */
export async function payInvoice(context: EmulatorContext, invoiceId: string, choice: InvoicePaymentChoice = {}): Promise<Stripe.Invoice> {
  const invoice = openInvoiceOrThrow(context, invoiceId);
  const customer = customerOrThrow(context, String(invoice.customer));
  const now = context.clock.now();
  const events: EventBody[] = [];
  let paymentMethod: Stripe.PaymentMethod;
  if (choice.authenticate) {
    const awaiting = cardAwaitingAuthentication(context, invoice);
    if (!awaiting) throw invalidRequest('This invoice has no payment waiting for authentication.', undefined, 'payment_intent_unexpected_state');
    paymentMethod = awaiting;
  } else {
    const nextYear = String(new Date(now * 1000).getUTCFullYear() + 1);
    const { card, expMonth, expYear } = readCardForm({ number: choice.card ?? '4242424242424242', expMonth: choice.expMonth ?? '12', expYear: choice.expYear ?? nextYear }, now);
    if (card.declines || card.chargesDecline) throw new StripeApiError(402, 'card_error', declinedMessage, 'card_declined');
    paymentMethod = buildCardPaymentMethod(
      { card, expMonth, expYear, billingDetails: { address: null, email: customer.email, name: choice.name?.trim() || customer.name || null }, customer: customer.id },
      now,
    );
    context.store.state.paymentMethods[paymentMethod.id] = paymentMethod;
    events.push({ type: 'payment_method.attached', data: { object: paymentMethod } });
  }
  if (testCards[cardNumberOf(paymentMethod)]?.chargesDecline) throw new StripeApiError(402, 'card_error', declinedMessage, 'card_declined');
  chargeInvoice(context, invoice, customer, 'succeeded', paymentMethod, now);
  events.push(...paidInvoiceEvents(context, invoice));
  context.store.save();
  await context.events.publish(events);
  return invoice;
}
