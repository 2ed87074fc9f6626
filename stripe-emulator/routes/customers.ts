import type { FastifyInstance } from 'fastify';
import { endSubscription } from '../billing-cycle.js';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { listAnswer } from '../list.js';
import { buildCustomer } from '../objects/customer.js';
import type { EventBody } from '../objects/event.js';
import type Stripe from 'stripe';
import type { FormObject } from '../form-params.js';
import { attachedPaymentMethodOrThrow } from '../payments.js';
import { expandParam, metadataParam, nullableString, optionalString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

export function customerRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;
  const customerOrThrow = (id: string) => store.state.customers[id] ?? throwMissing(id);
  const throwMissing = (id: string): never => {
    throw resourceMissing('customer', id);
  };

  app.post('/v1/customers', async function createCustomer(request) {
    const params = requestParams(request);
    const customer = buildCustomer(
      {
        email: nullableString(params, 'email') ?? null,
        name: nullableString(params, 'name') ?? null,
        description: nullableString(params, 'description') ?? null,
        phone: nullableString(params, 'phone') ?? null,
        metadata: metadataParam(params),
        address: addressParam(params) ?? null,
      },
      context.clock.now(),
    );
    // A new customer has no payment method yet, so none can be its default.
    const defaultPaymentMethod = optionalString(params, 'invoice_settings.default_payment_method');
    if (defaultPaymentMethod) throw resourceMissing('PaymentMethod', defaultPaymentMethod, 'invoice_settings[default_payment_method]');
    store.state.customers[customer.id] = customer;
    store.save();
    return expandObject(store, customer, expandParam(params));
  });

  app.get('/v1/customers/:id', async function retrieveCustomer(request) {
    // As Stripe keeps them for their history: a deleted customer is retrieved as `{ id, object, deleted: true }`.
    const deleted = store.state.deletedCustomers[idParam(request)];
    if (deleted) return deleted;
    return expandObject(store, customerOrThrow(idParam(request)), expandParam(requestParams(request)));
  });

  /**
   * As the Dashboard's "Delete customer" and Stripe's API: the customer's current subscriptions
   * are canceled at once (`customer.subscription.deleted` each), then `customer.deleted` (the
   * customer as it was). Afterwards it is retrieved as deleted, left out of the list, and a call
   * naming it in `customer` answers 400 resource_missing.
   */
  app.delete('/v1/customers/:id', async function deleteCustomer(request) {
    const customer = customerOrThrow(idParam(request));
    const now = context.clock.now();
    const current = Object.values(store.state.subscriptions).filter(
      (subscription) => subscription.customer === customer.id && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired',
    );
    const events: EventBody[] = current.flatMap((subscription) => {
      subscription.canceled_at = now;
      return endSubscription(context, subscription, now);
    });
    const deleted = { id: customer.id, object: 'customer', deleted: true } as const satisfies Stripe.DeletedCustomer;
    delete store.state.customers[customer.id];
    store.state.deletedCustomers[customer.id] = deleted;
    store.save();
    await context.events.publish([...events, { type: 'customer.deleted', data: { object: customer } }]);
    return deleted;
  });

  app.post('/v1/customers/:id', async function updateCustomer(request) {
    const customer = customerOrThrow(idParam(request));
    const params = requestParams(request);
    const before = structuredClone(customer);
    const address = addressParam(params);
    const defaultPaymentMethod = nullableString(params, 'invoice_settings.default_payment_method');
    if (defaultPaymentMethod) attachedPaymentMethodOrThrow(context, customer.id, defaultPaymentMethod, 'invoice_settings[default_payment_method]');
    if (address !== undefined) customer.address = address;
    if (defaultPaymentMethod !== undefined) customer.invoice_settings.default_payment_method = defaultPaymentMethod;
    const email = nullableString(params, 'email');
    const name = nullableString(params, 'name');
    const description = nullableString(params, 'description');
    const phone = nullableString(params, 'phone');
    if (email !== undefined) customer.email = email;
    if (name !== undefined) customer.name = name;
    if (description !== undefined) customer.description = description;
    if (phone !== undefined) customer.phone = phone;
    for (const [key, value] of Object.entries(metadataParam(params))) {
      if (value === '') delete customer.metadata[key];
      else customer.metadata[key] = value;
    }
    store.save();
    const previousAttributes = changedFields(before, customer);
    if (Object.keys(previousAttributes).length > 0) {
      await context.events.publish([{ type: 'customer.updated', data: { object: customer, previous_attributes: previousAttributes } }]);
    }
    return expandObject(store, customer, expandParam(params));
  });

  app.get('/v1/customers', async function listCustomers(request) {
    const params = requestParams(request);
    const email = optionalString(params, 'email');
    const customers = Object.values(store.state.customers).filter((customer) => email === undefined || customer.email === email);
    return listAnswer(store, customers, params, '/v1/customers');
  });
}

const addressFields = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

/** `address[…]`: the fields given replace the address (the others empty), `address=` removes it. */
function addressParam(params: FormObject): Stripe.Address | null | undefined {
  if (params.address === undefined) return undefined;
  if (params.address === '') return null;
  const address = Object.fromEntries(addressFields.map((field) => [field, nullableString(params, `address.${field}`) ?? null])) as unknown as Stripe.Address;
  return address;
}

const watchedFields = ['address', 'description', 'email', 'invoice_settings', 'metadata', 'name', 'phone'] as const;

function changedFields(before: Stripe.Customer, after: Stripe.Customer): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const field of watchedFields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changed[field] = before[field];
  }
  return changed;
}
