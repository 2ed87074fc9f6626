import { expandOnly, hash, listOf, listParams, range, removedParam, value, type ParamsSpec } from './param-schema.js';

/**
 * Every API endpoint the emulator serves, with the parameters it accepts. A request naming any
 * other parameter is answered 400 `parameter_unknown`, as Stripe answers it, before it runs.
 *
 * Each list is a subset of what Stripe accepts on the pinned API version (`sdkParams` names the
 * SDK's type for it, and endpoints.test.ts checks every name against that type): a parameter the
 * site may send but the emulator does not act on is added here only once the emulator serves it,
 * so the site never relies on something the emulator silently ignores.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** The SDK's params type for this call, e.g. `Checkout.SessionCreateParams`. */
  sdkParams: string;
  params: ParamsSpec;
}

const address = { city: value, country: value, line1: value, line2: value, postal_code: value, state: value } as const;

const customerFields = {
  ...expandOnly,
  address,
  description: value,
  email: value,
  invoice_settings: { default_payment_method: value },
  metadata: hash,
  name: value,
  phone: value,
} as const satisfies ParamsSpec;

export const endpoints = {
  createCustomer: { method: 'POST', path: '/v1/customers', sdkParams: 'CustomerCreateParams', params: customerFields },
  listCustomers: { method: 'GET', path: '/v1/customers', sdkParams: 'CustomerListParams', params: { ...listParams, created: range, email: value } },
  retrieveCustomer: { method: 'GET', path: '/v1/customers/:id', sdkParams: 'CustomerRetrieveParams', params: expandOnly },
  updateCustomer: { method: 'POST', path: '/v1/customers/:id', sdkParams: 'CustomerUpdateParams', params: customerFields },
  // Stripe's delete takes no parameters (not even expand[]).
  deleteCustomer: { method: 'DELETE', path: '/v1/customers/:id', sdkParams: 'CustomerDeleteParams', params: {} },

  expireCheckoutSession: { method: 'POST', path: '/v1/checkout/sessions/:id/expire', sdkParams: 'Checkout.SessionExpireParams', params: expandOnly },
  createCheckoutSession: {
    method: 'POST',
    path: '/v1/checkout/sessions',
    sdkParams: 'Checkout.SessionCreateParams',
    params: {
      ...expandOnly,
      allowed_payment_method_types: listOf(value),
      billing_address_collection: value,
      cancel_url: value,
      client_reference_id: value,
      customer: value,
      customer_email: value,
      customer_update: { address: value, name: value },
      expires_at: value,
      automatic_tax: { enabled: value },
      tax_id_collection: { enabled: value },
      line_items: listOf({
        quantity: value,
        price_data: {
          currency: value,
          unit_amount: value,
          product_data: { name: value, description: value },
          recurring: { interval: value, interval_count: value },
        },
      }),
      metadata: hash,
      mode: value,
      // Removed on 2026-09-30.endive: Stripe now picks the methods, optionally within allowed_payment_method_types.
      payment_method_types: removedParam(
        'payment_method_types_no_longer_supported',
        'payment_method_types is no longer supported on this API version (2026-09-30.endive and later): use allowed_payment_method_types, or leave the choice to dynamic payment methods.',
      ),
      subscription_data: { description: value, metadata: hash },
      success_url: value,
      ui_mode: value,
    },
  },
  listCheckoutSessions: {
    method: 'GET',
    path: '/v1/checkout/sessions',
    sdkParams: 'Checkout.SessionListParams',
    params: { ...listParams, created: range, customer: value, payment_intent: value, status: value, subscription: value },
  },
  retrieveCheckoutSession: { method: 'GET', path: '/v1/checkout/sessions/:id', sdkParams: 'Checkout.SessionRetrieveParams', params: expandOnly },

  createSubscription: {
    method: 'POST',
    path: '/v1/subscriptions',
    sdkParams: 'SubscriptionCreateParams',
    params: {
      ...expandOnly,
      cancel_at: value,
      customer: value,
      default_payment_method: value,
      description: value,
      items: listOf({
        quantity: value,
        price_data: { currency: value, product: value, unit_amount: value, recurring: { interval: value, interval_count: value } },
      }),
      metadata: hash,
    },
  },
  createProduct: {
    method: 'POST',
    path: '/v1/products',
    sdkParams: 'ProductCreateParams',
    params: { ...expandOnly, description: value, metadata: hash, name: value },
  },
  retrieveProduct: { method: 'GET', path: '/v1/products/:id', sdkParams: 'ProductRetrieveParams', params: expandOnly },
  listSubscriptions: { method: 'GET', path: '/v1/subscriptions', sdkParams: 'SubscriptionListParams', params: { ...listParams, created: range, customer: value, status: value } },
  retrieveSubscription: { method: 'GET', path: '/v1/subscriptions/:id', sdkParams: 'SubscriptionRetrieveParams', params: expandOnly },
  updateSubscription: {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    sdkParams: 'SubscriptionUpdateParams',
    params: {
      ...expandOnly,
      cancel_at: value,
      cancel_at_period_end: value,
      default_payment_method: value,
      // A quantity change of the subscription's one item (quantity-change.ts).
      items: listOf({ id: value, quantity: value }),
      metadata: hash,
      payment_behavior: value,
      proration_behavior: value,
      proration_date: value,
    },
  },
  cancelSubscription: { method: 'DELETE', path: '/v1/subscriptions/:id', sdkParams: 'SubscriptionCancelParams', params: expandOnly },

  createInvoice: {
    method: 'POST',
    path: '/v1/invoices',
    sdkParams: 'InvoiceCreateParams',
    params: {
      ...expandOnly,
      auto_advance: value,
      collection_method: value,
      currency: value,
      customer: value,
      default_payment_method: value,
      description: value,
      metadata: hash,
      pending_invoice_items_behavior: value,
    },
  },
  createInvoicePreview: {
    method: 'POST',
    path: '/v1/invoices/create_preview',
    sdkParams: 'InvoiceCreatePreviewParams',
    params: {
      ...expandOnly,
      customer: value,
      subscription: value,
      subscription_details: { items: listOf({ id: value, quantity: value }), proration_behavior: value, proration_date: value },
    },
  },
  finalizeInvoice: { method: 'POST', path: '/v1/invoices/:id/finalize', sdkParams: 'InvoiceFinalizeInvoiceParams', params: expandOnly },
  payInvoice: { method: 'POST', path: '/v1/invoices/:id/pay', sdkParams: 'InvoicePayParams', params: { ...expandOnly, payment_method: value } },
  listInvoiceLineItems: { method: 'GET', path: '/v1/invoices/:id/lines', sdkParams: 'InvoiceListLineItemsParams', params: listParams },
  createInvoiceItem: {
    method: 'POST',
    path: '/v1/invoiceitems',
    sdkParams: 'InvoiceItemCreateParams',
    params: {
      ...expandOnly,
      amount: value,
      currency: value,
      customer: value,
      description: value,
      invoice: value,
      metadata: hash,
      period: { end: value, start: value },
      subscription: value,
    },
  },
  listInvoiceItems: {
    method: 'GET',
    path: '/v1/invoiceitems',
    sdkParams: 'InvoiceItemListParams',
    params: { ...listParams, created: range, customer: value, invoice: value, pending: value },
  },
  retrieveInvoiceItem: { method: 'GET', path: '/v1/invoiceitems/:id', sdkParams: 'InvoiceItemRetrieveParams', params: expandOnly },
  // Stripe's delete takes no parameters.
  deleteInvoiceItem: { method: 'DELETE', path: '/v1/invoiceitems/:id', sdkParams: 'InvoiceItemDeleteParams', params: {} },
  listInvoices: { method: 'GET', path: '/v1/invoices', sdkParams: 'InvoiceListParams', params: { ...listParams, created: range, customer: value, status: value, subscription: value } },
  retrieveInvoice: { method: 'GET', path: '/v1/invoices/:id', sdkParams: 'InvoiceRetrieveParams', params: expandOnly },
  listInvoicePayments: {
    method: 'GET',
    path: '/v1/invoice_payments',
    sdkParams: 'InvoicePaymentListParams',
    params: { ...listParams, created: range, invoice: value, payment: { payment_intent: value, type: value } },
  },
  retrieveInvoicePayment: { method: 'GET', path: '/v1/invoice_payments/:id', sdkParams: 'InvoicePaymentRetrieveParams', params: expandOnly },

  retrievePaymentIntent: { method: 'GET', path: '/v1/payment_intents/:id', sdkParams: 'PaymentIntentRetrieveParams', params: expandOnly },
  retrieveCharge: { method: 'GET', path: '/v1/charges/:id', sdkParams: 'ChargeRetrieveParams', params: expandOnly },
  listPaymentMethods: { method: 'GET', path: '/v1/payment_methods', sdkParams: 'PaymentMethodListParams', params: { ...listParams, customer: value, type: value } },
  createPaymentMethod: {
    method: 'POST',
    path: '/v1/payment_methods',
    sdkParams: 'PaymentMethodCreateParams',
    params: { ...expandOnly, card: { token: value }, metadata: hash, type: value },
  },
  attachPaymentMethod: {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    sdkParams: 'PaymentMethodAttachParams',
    params: { ...expandOnly, customer: value },
  },
  retrievePaymentMethod: { method: 'GET', path: '/v1/payment_methods/:id', sdkParams: 'PaymentMethodRetrieveParams', params: expandOnly },

  createRefund: {
    method: 'POST',
    path: '/v1/refunds',
    sdkParams: 'RefundCreateParams',
    params: { ...expandOnly, amount: value, charge: value, metadata: hash, payment_intent: value, reason: value },
  },
  listRefunds: { method: 'GET', path: '/v1/refunds', sdkParams: 'RefundListParams', params: { ...listParams, created: range, charge: value, payment_intent: value } },
  retrieveRefund: { method: 'GET', path: '/v1/refunds/:id', sdkParams: 'RefundRetrieveParams', params: expandOnly },

  listDisputes: { method: 'GET', path: '/v1/disputes', sdkParams: 'DisputeListParams', params: { ...listParams, created: range, charge: value, payment_intent: value } },
  retrieveDispute: { method: 'GET', path: '/v1/disputes/:id', sdkParams: 'DisputeRetrieveParams', params: expandOnly },
  updateDispute: {
    method: 'POST',
    path: '/v1/disputes/:id',
    sdkParams: 'DisputeUpdateParams',
    params: {
      ...expandOnly,
      evidence: {
        billing_address: value,
        cancellation_policy_disclosure: value,
        customer_email_address: value,
        customer_name: value,
        product_description: value,
        refund_refusal_explanation: value,
        service_date: value,
        uncategorized_text: value,
      },
      metadata: hash,
      submit: value,
    },
  },

  listEvents: {
    method: 'GET',
    path: '/v1/events',
    sdkParams: 'EventListParams',
    params: { ...listParams, created: range, delivery_success: value, type: value, types: listOf(value) },
  },
  retrieveEvent: { method: 'GET', path: '/v1/events/:id', sdkParams: 'EventRetrieveParams', params: expandOnly },

  retrieveAccount: { method: 'GET', path: '/v1/account', sdkParams: 'AccountRetrieveParams', params: expandOnly },
  listWebhookEndpoints: { method: 'GET', path: '/v1/webhook_endpoints', sdkParams: 'WebhookEndpointListParams', params: listParams },
  retrieveWebhookEndpoint: { method: 'GET', path: '/v1/webhook_endpoints/:id', sdkParams: 'WebhookEndpointRetrieveParams', params: expandOnly },
  updateWebhookEndpoint: {
    method: 'POST',
    path: '/v1/webhook_endpoints/:id',
    sdkParams: 'WebhookEndpointUpdateParams',
    params: { ...expandOnly, description: value, disabled: value, enabled_events: listOf(value), metadata: hash, url: value },
  },

  createBillingPortalSession: {
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    sdkParams: 'BillingPortal.SessionCreateParams',
    params: { ...expandOnly, configuration: value, customer: value, return_url: value },
  },
} as const satisfies Record<string, Endpoint>;

const byRoute = new Map<string, Endpoint>(Object.values(endpoints).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/** The declared endpoint for a Fastify route (method and path pattern), if any. */
export function endpointOf(method: string, routePath: string): Endpoint | undefined {
  return byRoute.get(`${method} ${routePath}`);
}
