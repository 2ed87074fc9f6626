import type Stripe from 'stripe';
import { periodEnd, type RecurringInterval } from './clock.js';
import type { EmulatorContext } from './context.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { buildCustomer } from './objects/customer.js';
import { buildInvoice } from './objects/invoice.js';
import type { EventBody } from './objects/event.js';
import { buildSubscription, firstItem } from './objects/subscription.js';
import { chargeInvoice, customerOrThrow, lineDescription, nextInvoiceNumber, takeDeclineFor } from './payments.js';

export type CheckoutOutcome = 'pay' | 'decline';

export interface CheckoutCompletion {
  paid: boolean;
  session: Stripe.Checkout.Session;
  /** Where the hosted page sends the buyer: `success_url` (with the session id filled in) after a payment, null after a decline. */
  redirectUrl: string | null;
}

export function openCheckoutSession(context: EmulatorContext, sessionId: string): Stripe.Checkout.Session {
  const session = context.store.state.checkoutSessions[sessionId];
  if (!session) throw resourceMissing('checkout.session', sessionId);
  if (session.status !== 'open') {
    throw invalidRequest(`This Checkout Session is no longer active (status: ${session.status}).`, undefined, 'checkout_session_inactive');
  }
  return session;
}

/** What the hosted page's buttons do: a payment creates the subscription and its paid first invoice. */
export async function completeCheckout(context: EmulatorContext, sessionId: string, outcome: CheckoutOutcome): Promise<CheckoutCompletion> {
  const session = openCheckoutSession(context, sessionId);
  const customer = session.customer ? customerOrThrow(context, String(session.customer)) : createBuyer(context, session);
  if (outcome === 'decline' || takeDeclineFor(context, customer.id)) {
    context.store.save();
    return { paid: false, session, redirectUrl: null };
  }

  const { state } = context.store;
  const now = context.clock.now();
  const line = state.checkoutLines[session.id];
  const price = line ? state.prices[line.priceId] : undefined;
  if (!line || !price?.recurring) throw invalidRequest('This Checkout Session has no recurring line item.', 'line_items');
  const interval = price.recurring.interval as RecurringInterval;

  const subscription = buildSubscription(
    {
      customer: customer.id,
      price,
      quantity: line.quantity,
      periodStart: now,
      periodEnd: periodEnd(now, interval, price.recurring.interval_count),
      metadata: { ...line.subscriptionMetadata },
      description: line.subscriptionDescription ?? null,
    },
    now,
  );
  const item = firstItem(subscription);
  const invoice = buildInvoice(
    {
      number: nextInvoiceNumber(context),
      customer,
      subscription,
      item,
      description: lineDescription(context, item),
      billingReason: 'subscription_create',
      linePeriod: { start: item.current_period_start, end: item.current_period_end },
      invoicePeriod: { start: now, end: now },
      hostedPageBase: context.baseUrl,
    },
    now,
  );
  chargeInvoice(context, invoice, customer, true);
  subscription.latest_invoice = invoice.id;
  state.subscriptions[subscription.id] = subscription;
  state.invoices[invoice.id] = invoice;

  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer = customer.id;
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.customer_details = {
    address: null,
    business_name: null,
    email: customer.email,
    individual_name: null,
    name: customer.name ?? null,
    phone: customer.phone ?? null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  context.store.save();

  const events: EventBody[] = [
    { type: 'checkout.session.completed', data: { object: session } },
    { type: 'customer.subscription.created', data: { object: subscription } },
    { type: 'invoice.paid', data: { object: invoice } },
    { type: 'invoice.payment_succeeded', data: { object: invoice } },
  ];
  await context.events.publish(events);
  const successUrl = session.success_url ?? context.baseUrl;
  return { paid: true, session, redirectUrl: successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
}

/** Checkout without `customer` creates one from what the buyer typed, as Stripe does. */
function createBuyer(context: EmulatorContext, session: Stripe.Checkout.Session): Stripe.Customer {
  const customer = buildCustomer(
    { email: session.customer_email, name: null, description: null, phone: null, metadata: {} },
    context.clock.now(),
  );
  context.store.state.customers[customer.id] = customer;
  session.customer = customer.id;
  return customer;
}
