import type Stripe from 'stripe';
import { invalidRequest } from './errors.js';

export function formatAmount(price: Pick<Stripe.Price, 'unit_amount' | 'currency'>, quantity = 1): string {
  return formatMoney((price.unit_amount ?? 0) * quantity, price.currency);
}

/** An amount in minor units, in the currency's format (`$999,999.99`, `¥99,999,999`). */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}

/** Stripe's cap on one charge: eight digits in minor units ($999,999.99). */
export const maxChargeAmount = 99_999_999;

/** Stripe's answer to an amount above its cap on one charge. */
export function refuseAboveChargeCap(amount: number, currency: string, param: string) {
  if (amount > maxChargeAmount) {
    throw invalidRequest(`Amount must be no more than ${formatMoney(maxChargeAmount, currency)}`, param, 'amount_too_large');
  }
}
