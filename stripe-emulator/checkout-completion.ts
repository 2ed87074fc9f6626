import type Stripe from 'stripe';
import { periodEnd, type RecurringInterval } from './clock.js';
import type { EmulatorContext } from './context.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { buildCustomer } from './objects/customer.js';
import { authenticationCardNumber, buildCardPaymentMethod, cardNumberFrom, emptyAddress, successCardNumber, testCards } from './objects/payment-method.js';
import type { EventBody } from './objects/event.js';
import { buildSubscription } from './objects/subscription.js';
import { chargeInvoice, customerOrThrow, subscriptionInvoice, takeDeclineFor } from './payments.js';

export type CheckoutOutcome = 'pay' | 'decline';

/** What the buyer types on the hosted page; the controls may leave it out (a test address is used where one is required). */
export interface CheckoutBuyerDetails {
  /** Required by a session with `billing_address_collection: 'required'`: line1, city, postal_code and country at least. */
  billingAddress?: Partial<Stripe.Address>;
  /** The name on the card. */
  name?: string;
  /** A business tax ID typed on a page that asks for one (`tax_id_collection`), e.g. `{ type: 'au_abn', value: '12345678901' }`. */
  taxId?: { type: string; value: string };
  /**
   * The test card paid with (default 4242 4242 4242 4242), or `'authentication_required'` for
   * 4000 0027 6000 3184: the buyer authenticates on the page, so the checkout is paid, but every
   * later off-session renewal on it needs authentication again.
   */
  card?: string;
}

/** The card a checkout is paid with; an unknown number is refused as Stripe's card field refuses it. */
function checkoutCard(card: string | undefined) {
  const number = card === 'authentication_required' ? authenticationCardNumber : cardNumberFrom(card ?? successCardNumber);
  const testCard = testCards[number];
  if (!testCard) throw invalidRequest('Your card number is incorrect. Use a Stripe test card, e.g. 4242 4242 4242 4242.', 'card', 'incorrect_number');
  return testCard;
}

/** Filled in when a control completes a session that requires an address and was given none. */
export const testBillingAddress: Stripe.Address = { line1: '1 Test Street', line2: null, city: 'Springfield', state: null, postal_code: '12345', country: 'US' };

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
export async function completeCheckout(
  context: EmulatorContext,
  sessionId: string,
  outcome: CheckoutOutcome,
  details: CheckoutBuyerDetails = {},
  filledByControl = true,
): Promise<CheckoutCompletion> {
  const session = openCheckoutSession(context, sessionId);
  // The hosted page's Decline button is a form of its own: a declined card needs no address.
  const address = outcome === 'decline' && !filledByControl ? null : billingAddressOf(session, details, filledByControl);
  const name = details.name?.trim() || null;
  const card = checkoutCard(details.card);
  const customer = session.customer ? customerOrThrow(context, String(session.customer)) : createBuyer(context, session, address, name);
  if (outcome === 'decline' || card.declines || card.chargesDecline || takeDeclineFor(context, customer.id)) {
    context.store.save();
    return { paid: false, session, redirectUrl: null };
  }

  const { state } = context.store;
  const now = context.clock.now();
  const line = state.checkoutLines[session.id];
  const price = line ? state.prices[line.priceId] : undefined;
  if (!line || !price?.recurring) throw invalidRequest('This Checkout Session has no recurring line item.', 'line_items');
  const interval = price.recurring.interval as RecurringInterval;

  // The card is saved to the customer, as subscription-mode Checkout does, and becomes the subscription's default.
  const paymentMethod = buildCardPaymentMethod(
    {
      card,
      expMonth: 12,
      expYear: new Date(now * 1000).getUTCFullYear() + 3,
      billingDetails: { address: address ?? emptyAddress(), email: customer.email, name: name ?? customer.name ?? null },
      customer: customer.id,
    },
    now,
  );
  state.paymentMethods[paymentMethod.id] = paymentMethod;
  const customerBefore = structuredClone(customer);
  if (line.customerUpdate?.address === 'auto' && address) customer.address = address;
  if (line.customerUpdate?.name === 'auto' && name) customer.name = name;
  const customerChanges = changedCustomerFields(customerBefore, customer);
  if (line.taxIdCollection && details.taxId) state.customerTaxIds[customer.id] = [...(state.customerTaxIds[customer.id] ?? []), details.taxId];

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
  subscription.default_payment_method = paymentMethod.id;
  if (line.automaticTax) subscription.automatic_tax = { disabled_reason: null, enabled: true, liability: { account: undefined, type: 'self' } };
  const invoice = subscriptionInvoice(context, customer, subscription, 'subscription_create', { start: now, end: now }, now);
  chargeInvoice(context, invoice, customer, 'succeeded', paymentMethod);
  subscription.latest_invoice = invoice.id;
  state.subscriptions[subscription.id] = subscription;
  state.invoices[invoice.id] = invoice;

  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer = customer.id;
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.customer_details = {
    address,
    business_name: null,
    email: customer.email,
    individual_name: null,
    name: name ?? customer.name ?? null,
    phone: customer.phone ?? null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  context.store.save();

  const events: EventBody[] = [
    { type: 'payment_method.attached', data: { object: paymentMethod } },
    ...(Object.keys(customerChanges).length > 0
      ? [{ type: 'customer.updated', data: { object: customer, previous_attributes: customerChanges } } satisfies EventBody]
      : []),
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
function createBuyer(context: EmulatorContext, session: Stripe.Checkout.Session, address: Stripe.Address | null, name: string | null): Stripe.Customer {
  const customer = buildCustomer(
    { email: session.customer_email, name, description: null, phone: null, metadata: {}, address },
    context.clock.now(),
  );
  context.store.state.customers[customer.id] = customer;
  session.customer = customer.id;
  return customer;
}

const requiredAddressFields = ['line1', 'city', 'postal_code', 'country'] as const;

/**
 * The billing address the page collected: with `billing_address_collection: 'required'`, line1,
 * city, postal code and a two-letter country are needed (a control that gives none gets the test
 * address); otherwise whatever was given, or nothing.
 */
function billingAddressOf(session: Stripe.Checkout.Session, details: CheckoutBuyerDetails, filledByControl: boolean): Stripe.Address | null {
  const given = details.billingAddress;
  const required = session.billing_address_collection === 'required';
  if (!given || requiredAddressFields.every((field) => !given[field]?.trim())) {
    if (!required) return null;
    if (filledByControl) return { ...testBillingAddress };
  }
  const address: Stripe.Address = {
    line1: given?.line1?.trim() || null,
    line2: given?.line2?.trim() || null,
    city: given?.city?.trim() || null,
    state: given?.state?.trim() || null,
    postal_code: given?.postal_code?.trim() || null,
    country: given?.country?.trim().toUpperCase() || null,
  };
  if (required) {
    const missing = requiredAddressFields.find((field) => !address[field]);
    if (missing) throw invalidRequest(`Enter the billing address: ${missing.replace('_', ' ')} is missing.`, `billing_address[${missing}]`);
  }
  if (address.country !== null && !/^[A-Z]{2}$/.test(address.country)) {
    throw invalidRequest('Enter the country as its two-letter code (US, GB, AU…).', 'billing_address[country]');
  }
  return address;
}

export function changedCustomerFields(before: Stripe.Customer, after: Stripe.Customer): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const field of ['address', 'name', 'invoice_settings'] as const) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changed[field] = before[field];
  }
  return changed;
}
