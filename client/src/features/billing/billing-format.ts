import { paymentMethodLabel, type SubscriptionRecord } from '@contract/billing';
import { findPlan } from '@contract/catalogues/plans';
import { formatDateTime } from '@/lib/dates';

// Amounts are written by the one money formatter, @contract/money (docs/decisions/0196).

/** 'usd' → 'USD': a currency named on its own (a column, a field's unit, the portal's button). */
export function currencyCode(currency: string): string {
  return currency.toUpperCase();
}

/** Spec: 'month' is shown as Monthly, anything else as Yearly. */
export function intervalLabel(interval: string): string {
  return interval === 'month' ? 'Monthly' : 'Yearly';
}

/** The plan's name ('Senior Technical') for its catalogue key. */
export function planName(key: string): string {
  return findPlan(key)?.name ?? key;
}

/** 'paid' → 'Paid', 'partially_refunded' → 'Partially refunded', 'past_due' → 'Past due'. */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Visa •••• 4242' once the card is known, else the payment method's id, else 'N/A'. */
export function paymentMethodText(record: Pick<SubscriptionRecord, 'paymentMethodId' | 'paymentMethodCard'>): string {
  if (record.paymentMethodCard) return paymentMethodLabel(record.paymentMethodCard);
  return record.paymentMethodId ?? 'N/A';
}

export function addressText(address: SubscriptionRecord['shippingAddress']): string {
  const parts = address ? [address.line1, address.city, address.state, address.country].filter((part) => part) : [];
  return parts.length > 0 ? parts.join(', ') : 'N/A';
}

const endedStatuses = new Set(['canceled', 'incomplete_expired']);

/**
 * A cancel stops the subscription at the end of the paid period, so there is nothing to cancel
 * once it has ended or when it already ends with this period (after a cancel, or in the last
 * month of a fixed-term plan). `canceledAt` cannot tell: Stripe also sets it when a fixed-term
 * plan is given its end date at checkout.
 */
export function canCancel(record: SubscriptionRecord): boolean {
  if (endedStatuses.has(record.status)) return false;
  if (record.cancelAt !== null && record.currentPeriodEnd !== null) {
    return new Date(record.cancelAt).getTime() > new Date(record.currentPeriodEnd).getTime();
  }
  return true;
}

/** 'Ends on {date}' for a live subscription that stops on its own, else null. */
export function endsOnText(record: SubscriptionRecord): string | null {
  if (endedStatuses.has(record.status) || record.cancelAt === null) return null;
  return `Ends on ${formatDateTime(record.cancelAt)}`;
}
