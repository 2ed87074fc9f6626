import type Stripe from 'stripe';
import type { RecurringInterval } from '../clock.js';
import { newId } from '../ids.js';

export interface PriceData {
  currency: string;
  unitAmount: number;
  interval: RecurringInterval;
  intervalCount: number;
  /** A product made beforehand (`POST /v1/products`); Checkout's `product_data` makes a new one. */
  product?: string;
}

/** Checkout's `price_data` creates a one-off price (and product) the way Stripe does. */
export function buildPrice(data: PriceData, now: number): Stripe.Price {
  return {
    id: newId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: now,
    currency: data.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: data.product ?? newId('prod'),
    recurring: { interval: data.interval, interval_count: data.intervalCount, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: data.unitAmount,
    unit_amount_decimal: null,
  } satisfies Stripe.Price;
}

/** Subscription items still carry the legacy `plan`, mirrored from the price. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: null,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  } satisfies Stripe.Plan;
}
