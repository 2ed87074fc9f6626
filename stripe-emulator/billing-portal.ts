import type Stripe from 'stripe';
import { changedCustomerFields } from './checkout-completion.js';
import type { EmulatorContext } from './context.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { newId } from './ids.js';
import type { EventBody } from './objects/event.js';
import { readCardForm } from './card-form.js';
import { buildCardPaymentMethod } from './objects/payment-method.js';
import { customerOrThrow } from './payments.js';
import { updateSubscription } from './subscription-changes.js';

/**
 * The customer portal: a session names a customer and where to send them back; its page lets
 * them see their subscriptions and invoices, replace their card and cancel at the period's end.
 * Every change goes through the same code (and sends the same events) as the API would.
 */

/** The one portal configuration the emulator has (Stripe's default one, set up in its Dashboard). */
export const defaultPortalConfigurationId = 'bpc_emulator_default';

export interface PortalSessionRequest {
  customer: string;
  returnUrl: string | null;
  configuration: string | undefined;
}

export function createPortalSession(context: EmulatorContext, request: PortalSessionRequest): Stripe.BillingPortal.Session {
  customerOrThrow(context, request.customer);
  if (request.configuration !== undefined && request.configuration !== defaultPortalConfigurationId) {
    throw resourceMissing('configuration', request.configuration, 'configuration');
  }
  if (request.returnUrl !== null && !isHttpUrl(request.returnUrl)) throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  const id = newId('bps');
  const session = {
    id,
    object: 'billing_portal.session',
    configuration: defaultPortalConfigurationId,
    created: context.clock.now(),
    customer: request.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: request.returnUrl,
    url: `${context.baseUrl}/portal/${id}`,
  } satisfies Stripe.BillingPortal.Session;
  context.store.state.billingPortalSessions[id] = session;
  context.store.save();
  return session;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The customer's subscriptions the portal shows: those not yet ended, newest first. */
export function portalSubscriptions(context: EmulatorContext, customerId: string): Stripe.Subscription[] {
  return Object.values(context.store.state.subscriptions)
    .filter((subscription) => subscription.customer === customerId && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired')
    .reverse();
}

/** The customer's finalized invoices, newest first (Stripe's portal never shows a draft). */
export function portalInvoices(context: EmulatorContext, customerId: string): Stripe.Invoice[] {
  return Object.values(context.store.state.invoices)
    .filter((invoice) => invoice.customer === customerId && invoice.status !== 'draft')
    .reverse();
}

/** The card the customer pays with: their invoice default, else the one their subscriptions use. */
export function portalCard(context: EmulatorContext, customer: Stripe.Customer): Stripe.PaymentMethod | null {
  const { paymentMethods } = context.store.state;
  const customerDefault = customer.invoice_settings.default_payment_method;
  if (customerDefault) return paymentMethods[String(customerDefault)] ?? null;
  const fromSubscription = portalSubscriptions(context, customer.id).find((subscription) => subscription.default_payment_method);
  return fromSubscription ? (paymentMethods[String(fromSubscription.default_payment_method)] ?? null) : null;
}

function ownSubscription(context: EmulatorContext, session: Stripe.BillingPortal.Session, subscriptionId: string): Stripe.Subscription {
  const subscription = context.store.state.subscriptions[subscriptionId];
  if (!subscription || subscription.customer !== session.customer) throw resourceMissing('subscription', subscriptionId);
  return subscription;
}

/** The customer cancelled it at the period's end, so the portal may take that back. */
export function isRenewable(subscription: Stripe.Subscription): boolean {
  return subscription.cancel_at_period_end;
}

/** "Cancel subscription": at the end of the period, as the portal's default cancellation mode does. */
export function cancelAtPeriodEnd(context: EmulatorContext, session: Stripe.BillingPortal.Session, subscriptionId: string) {
  const subscription = ownSubscription(context, session, subscriptionId);
  return updateSubscription(context, subscription.id, {
    cancelAtPeriodEnd: true,
    cancellationDetails: { reason: 'cancellation_requested' },
  });
}

/**
 * "Renew subscription": takes back the customer's own cancellation at the period's end. An end the
 * merchant set on a date (`cancel_at` without `cancel_at_period_end`: a fixed term) is not the
 * customer's to take back, and the portal refuses it (the site's documented configuration).
 */
export function renewSubscription(context: EmulatorContext, session: Stripe.BillingPortal.Session, subscriptionId: string) {
  const subscription = ownSubscription(context, session, subscriptionId);
  if (!isRenewable(subscription)) throw invalidRequest('This subscription ends on a fixed date and cannot be renewed here.', 'subscription', 'subscription_fixed_term');
  return updateSubscription(context, subscription.id, { cancelAtPeriodEnd: false, cancellationDetails: { reason: null } });
}

export interface CardForm {
  number: string;
  expMonth: string;
  expYear: string;
  name: string;
  address: Stripe.Address;
}

/**
 * "Update payment method": a new card, attached to the customer and made the default for their
 * invoices and for the subscriptions that name a default, so renewals charge it.
 */
export async function replaceCard(context: EmulatorContext, session: Stripe.BillingPortal.Session, form: CardForm): Promise<Stripe.PaymentMethod> {
  const customer = customerOrThrow(context, session.customer);
  const now = context.clock.now();
  const { card, expMonth: month, expYear: year } = readCardForm(form, now);
  // Stripe's portal saves the card through a SetupIntent, which a declining card fails.
  if (card.declines) throw invalidRequest('Your card was declined.', undefined, 'card_declined');

  const hasAddress = Object.values(form.address).some((part) => part !== null);
  const paymentMethod = buildCardPaymentMethod(
    {
      card,
      expMonth: month,
      expYear: year,
      billingDetails: { address: hasAddress ? form.address : null, email: customer.email, name: form.name || customer.name || null },
      customer: customer.id,
    },
    now,
  );
  const { state } = context.store;
  state.paymentMethods[paymentMethod.id] = paymentMethod;
  const customerBefore = structuredClone(customer);
  customer.invoice_settings.default_payment_method = paymentMethod.id;
  const events: EventBody[] = [
    { type: 'payment_method.attached', data: { object: paymentMethod } },
    { type: 'customer.updated', data: { object: customer, previous_attributes: changedCustomerFields(customerBefore, customer) } },
  ];
  context.store.save();
  await context.events.publish(events);
  for (const subscription of portalSubscriptions(context, customer.id)) {
    if (subscription.default_payment_method) await updateSubscription(context, subscription.id, { defaultPaymentMethod: paymentMethod.id });
  }
  return paymentMethod;
}
