import type Stripe from 'stripe';
import { newId } from '../ids.js';

export interface CustomerFields {
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Stripe.Metadata;
  address?: Stripe.Address | null;
}

export function buildCustomer(fields: CustomerFields, now: number): Stripe.Customer {
  return {
    id: newId('cus'),
    object: 'customer',
    address: fields.address ?? null,
    balance: 0,
    created: now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: null,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    phone: fields.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  } satisfies Stripe.Customer;
}
