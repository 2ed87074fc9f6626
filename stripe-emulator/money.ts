import type Stripe from 'stripe';

export function formatAmount(price: Pick<Stripe.Price, 'unit_amount' | 'currency'>, quantity = 1): string {
  return formatMoney((price.unit_amount ?? 0) * quantity, price.currency);
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
