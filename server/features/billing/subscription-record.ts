import type { SubscriptionRecord } from '../../../contract/billing.js';
import type { SubscriptionWithUser } from './subscriptions.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Our row in the contract's shape: money in whole units with cents, as the subscription table shows it; `paymentOverdue` while past due (subscriptions.service). */
export function toSubscriptionRecord(row: SubscriptionWithUser, paymentOverdue: SubscriptionRecord['paymentOverdue'] = null): SubscriptionRecord {
  const hasAddress = row.shippingLine1 || row.shippingCity || row.shippingState || row.shippingCountry;
  return {
    _id: row.id,
    subscriptionId: row.stripeSubscriptionId,
    user: { name: row.userName, email: row.userEmail },
    paymentMethodId: row.paymentMethodId,
    paymentMethodCard: row.paymentMethodBrand && row.paymentMethodLast4 ? { brand: row.paymentMethodBrand, last4: row.paymentMethodLast4 } : null,
    amount: row.periodAmount / 100,
    currency: row.currency as SubscriptionRecord['currency'],
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    startDate: iso(row.startDate),
    description: row.description,
    interval: row.interval === 'year' ? 'year' : 'month',
    intervalCount: row.intervalCount,
    quantity: row.quantity,
    unitPrice: row.unitAmount / 100,
    shippingAddress: hasAddress
      ? { line1: row.shippingLine1, city: row.shippingCity, state: row.shippingState, country: row.shippingCountry }
      : null,
    latestInvoice: row.latestInvoiceId,
    plan: row.plan as SubscriptionRecord['plan'],
    region: row.region as SubscriptionRecord['region'],
    billingCycle: row.billingCycle as SubscriptionRecord['billingCycle'],
    months: row.months,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAt: iso(row.cancelAt),
    canceledAt: iso(row.canceledAt),
    paymentOverdue,
  };
}
