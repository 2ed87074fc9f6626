import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { newId } from '../ids.js';
import { expandParam, metadataParam, nullableString, requiredString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';
import type { ProductInfo } from '../store.js';

function productOf(id: string, info: ProductInfo): Stripe.Product {
  const created = info.created ?? 0;
  return {
    id,
    object: 'product',
    active: true,
    created,
    default_price: null,
    description: info.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: info.metadata ?? {},
    name: info.name,
    package_dimensions: null,
    shippable: null,
    tax_details: null,
    type: 'service',
    updated: created,
    url: null,
  } satisfies Stripe.Product;
}

/** Products, which a subscription made through the API (as the Dashboard makes one) prices with `price_data[product]`. */
export function productRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.post('/v1/products', async function createProduct(request) {
    const params = requestParams(request);
    const id = newId('prod');
    const info: ProductInfo = {
      name: requiredString(params, 'name'),
      description: nullableString(params, 'description') ?? null,
      created: context.clock.now(),
      metadata: metadataParam(params),
    };
    store.state.products[id] = info;
    store.save();
    return expandObject(store, productOf(id, info), expandParam(params));
  });

  app.get('/v1/products/:id', async function retrieveProduct(request) {
    const id = idParam(request);
    const info = store.state.products[id];
    if (!info) throw resourceMissing('product', id);
    return expandObject(store, productOf(id, info), expandParam(requestParams(request)));
  });
}
