import type { FastifyInstance } from 'fastify';
import type { RecurringInterval } from '../clock.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import type { FormObject } from '../form-params.js';
import { buildCheckoutSession } from '../objects/checkout-session.js';
import { buildPrice } from '../objects/price.js';
import { listAnswer } from '../list.js';
import { refuseAboveChargeCap } from '../money.js';
import { customerOrThrow } from '../payments.js';
import { enumParam, expandParam, metadataParam, nullableString, optionalInteger, optionalString, requiredString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

const intervals: readonly string[] = ['day', 'week', 'month', 'year'] satisfies RecurringInterval[];
/** Stripe's limit: a period of at most three years. */
const maxIntervalCount: Record<RecurringInterval, number> = { day: 1095, week: 156, month: 36, year: 3 };

export function checkoutSessionRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.post('/v1/checkout/sessions', async function createCheckoutSession(request) {
    const params = requestParams(request);
    const mode = requiredString(params, 'mode');
    if (mode !== 'subscription') throw invalidRequest(`The emulator serves mode=subscription only (got '${mode}').`, 'mode');
    const customerId = optionalString(params, 'customer');
    if (customerId) customerOrThrow(context, customerId);
    readUiMode(params);
    const allowedPaymentMethodTypes = readAllowedPaymentMethodTypes(params);
    const billingAddressCollection = enumParam(params, 'billing_address_collection', ['auto', 'required'] as const);
    const customerUpdate = readCustomerUpdate(params, customerId);
    const now = context.clock.now();
    const expiresAt = readExpiresAt(params, context.clock.offset);
    const line = readLineItem(params);
    const amountTotal = line.priceData.unitAmount * line.quantity;
    refuseAboveChargeCap(amountTotal, line.priceData.currency, 'line_items[0][price_data][unit_amount]');
    const price = buildPrice(line.priceData, now);
    const session = buildCheckoutSession(
      {
        customer: customerId ?? null,
        customerEmail: nullableString(params, 'customer_email') ?? null,
        amountTotal,
        allowedPaymentMethodTypes,
        billingAddressCollection: billingAddressCollection ?? null,
        currency: line.priceData.currency,
        successUrl: requiredString(params, 'success_url'),
        cancelUrl: optionalString(params, 'cancel_url') ?? null,
        clientReferenceId: optionalString(params, 'client_reference_id') ?? null,
        metadata: metadataParam(params),
      },
      context.baseUrl,
      now,
    );
    if (expiresAt !== undefined) session.expires_at = expiresAt;
    const automaticTax = optionalString(params, 'automatic_tax.enabled') === 'true';
    const taxIdCollection = optionalString(params, 'tax_id_collection.enabled') === 'true';
    if (automaticTax) session.automatic_tax = { enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'requires_location_inputs' };
    if (taxIdCollection) session.tax_id_collection = { enabled: true, required: 'never' };
    store.state.prices[price.id] = price;
    store.state.products[String(price.product)] = line.product;
    store.state.checkoutSessions[session.id] = session;
    store.state.checkoutLines[session.id] = {
      priceId: price.id,
      quantity: line.quantity,
      subscriptionMetadata: metadataParam(params, 'subscription_data.metadata'),
      subscriptionDescription: nullableString(params, 'subscription_data.description') ?? null,
      customerUpdate,
      automaticTax,
      taxIdCollection,
    };
    store.save();
    return expandObject(store, session, expandParam(params));
  });

  app.get('/v1/checkout/sessions', async function listCheckoutSessions(request) {
    const params = requestParams(request);
    const filters = {
      customer: optionalString(params, 'customer'),
      payment_intent: optionalString(params, 'payment_intent'),
      subscription: optionalString(params, 'subscription'),
      status: enumParam(params, 'status', ['open', 'complete', 'expired'] as const),
    };
    const sessions = Object.values(store.state.checkoutSessions).filter((session) =>
      Object.entries(filters).every(([field, wanted]) => wanted === undefined || session[field as keyof typeof filters] === wanted),
    );
    return listAnswer(store, sessions, params, '/v1/checkout/sessions');
  });

  app.post('/v1/checkout/sessions/:id/expire', async function expireCheckoutSession(request) {
    const id = idParam(request);
    const session = store.state.checkoutSessions[id];
    if (!session) throw resourceMissing('checkout.session', id);
    if (session.status !== 'open') {
      throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    }
    session.status = 'expired';
    session.url = null;
    store.save();
    await context.events.publish([{ type: 'checkout.session.expired', data: { object: structuredClone(session) } }]);
    return expandObject(store, session, expandParam(requestParams(request)));
  });

  app.get('/v1/checkout/sessions/:id', async function retrieveCheckoutSession(request) {
    const id = idParam(request);
    const session = store.state.checkoutSessions[id];
    if (!session) throw resourceMissing('checkout.session', id);
    return expandObject(store, session, expandParam(requestParams(request)));
  });
}

/**
 * `expires_at`: as Stripe allows, from 30 minutes to 24 hours after the session is made (24 hours
 * when absent). The app counts it from its own clock, which is Stripe's; here that is the wall
 * clock, so it is checked against the wall clock and moved onto the emulator's (which the
 * controls may have moved ahead) by the same offset.
 */
function readExpiresAt(params: FormObject, clockOffset: number): number | undefined {
  const expiresAt = optionalInteger(params, 'expires_at');
  if (expiresAt === undefined) return undefined;
  const wallNow = Math.floor(Date.now() / 1000);
  if (expiresAt < wallNow + 30 * 60 || expiresAt > wallNow + 24 * 3_600) {
    throw invalidRequest('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
  }
  return expiresAt + clockOffset;
}

/**
 * `ui_mode`: on this API version (since 2026-03-25.dahlia) hosted Checkout is `hosted_page`; the old
 * `hosted`, `embedded` and `custom` are refused as Stripe refuses them. The emulator serves the
 * hosted page only.
 */
function readUiMode(params: FormObject) {
  const uiMode = enumParam(params, 'ui_mode', ['hosted_page', 'embedded_page', 'elements', 'form'] as const);
  if (uiMode !== undefined && uiMode !== 'hosted_page') {
    throw invalidRequest(`The Stripe emulator serves ui_mode=hosted_page only (got '${uiMode}').`, 'ui_mode');
  }
}

/** Stripe's `allowed_payment_method_types` filters its own choice; the emulator pays by card, so the list must allow cards. */
function readAllowedPaymentMethodTypes(params: FormObject): string[] | null {
  const value = params.allowed_payment_method_types;
  if (value === undefined || value === '') return null;
  const types = Array.isArray(value) ? value : [value];
  if (!types.every((type): type is string => typeof type === 'string' && /^[a-z_]+$/.test(type))) {
    throw invalidRequest('Invalid allowed_payment_method_types: must be a list of payment method types.', 'allowed_payment_method_types');
  }
  if (!types.includes('card')) {
    throw invalidRequest("The Stripe emulator pays by card only: allowed_payment_method_types must include 'card'.", 'allowed_payment_method_types');
  }
  return types;
}

/** `customer_update[address|name]`: 'auto' saves what the buyer gives onto the customer. Stripe takes it only with `customer`. */
function readCustomerUpdate(params: FormObject, customerId: string | undefined) {
  const address = enumParam(params, 'customer_update.address', ['auto', 'never'] as const);
  const name = enumParam(params, 'customer_update.name', ['auto', 'never'] as const);
  if ((address !== undefined || name !== undefined) && !customerId) {
    throw invalidRequest('customer_update can only be used with customer.', 'customer_update');
  }
  return { address: address ?? 'never', name: name ?? 'never' } as const;
}

/** The one line item a subscription checkout here has, given inline with `price_data`. */
function readLineItem(params: FormObject) {
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items', 'parameter_missing');
  if (items.length > 1) throw invalidRequest('The emulator serves one line item per checkout.', 'line_items');
  const interval = requiredString(params, 'line_items.0.price_data.recurring.interval');
  if (!intervals.includes(interval)) {
    throw invalidRequest(`Invalid line_items[0][price_data][recurring][interval]: must be one of day, week, month, or year`, 'line_items[0][price_data][recurring][interval]');
  }
  const unitAmount = optionalInteger(params, 'line_items.0.price_data.unit_amount');
  if (unitAmount === undefined || unitAmount < 0) throw invalidRequest('Missing required param: line_items[0][price_data][unit_amount].', 'line_items[0][price_data][unit_amount]', 'parameter_missing');
  const intervalCount = optionalInteger(params, 'line_items.0.price_data.recurring.interval_count') ?? 1;
  if (intervalCount < 1 || intervalCount > maxIntervalCount[interval as RecurringInterval]) {
    throw invalidRequest('The recurring interval must be at least one day and at most three years.', 'line_items[0][price_data][recurring][interval_count]');
  }
  const quantity = optionalInteger(params, 'line_items.0.quantity') ?? 1;
  if (quantity < 1) throw invalidRequest('Quantity must be at least 1.', 'line_items[0][quantity]');
  return {
    quantity,
    priceData: {
      currency: requiredString(params, 'line_items.0.price_data.currency').toLowerCase(),
      unitAmount,
      interval: interval as RecurringInterval,
      intervalCount,
    },
    product: {
      name: requiredString(params, 'line_items.0.price_data.product_data.name'),
      description: optionalString(params, 'line_items.0.price_data.product_data.description') ?? null,
    },
  };
}
