import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { listAnswer } from '../list.js';
import { buildCustomer } from '../objects/customer.js';
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
      },
      context.clock.now(),
    );
    store.state.customers[customer.id] = customer;
    store.save();
    return expandObject(store, customer, expandParam(params));
  });

  app.get('/v1/customers/:id', async function retrieveCustomer(request) {
    return expandObject(store, customerOrThrow(idParam(request)), expandParam(requestParams(request)));
  });

  app.post('/v1/customers/:id', async function updateCustomer(request) {
    const customer = customerOrThrow(idParam(request));
    const params = requestParams(request);
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
    return expandObject(store, customer, expandParam(params));
  });

  app.get('/v1/customers', async function listCustomers(request) {
    const params = requestParams(request);
    const email = optionalString(params, 'email');
    const customers = Object.values(store.state.customers).filter((customer) => email === undefined || customer.email === email);
    return listAnswer(store, customers, params, '/v1/customers');
  });
}
