import { describe, expect, it } from 'vitest';
import { addressText, canCancel, currencyCode, endsOnText, intervalLabel, paymentMethodText, statusLabel } from './billing-format';
import { buildSubscription } from './test-billing';

describe('billing formats', () => {
  it('writes a currency named on its own as its code', () => {
    expect(currencyCode('aud')).toBe('AUD');
  });

  it('words intervals, statuses and addresses', () => {
    expect(intervalLabel('month')).toBe('Monthly');
    expect(intervalLabel('year')).toBe('Yearly');
    expect(statusLabel('partially_refunded')).toBe('Partially refunded');
    expect(statusLabel('active')).toBe('Active');
    expect(addressText({ line1: '1 Main St', city: 'Austin', state: null, country: 'US' })).toBe('1 Main St, Austin, US');
    expect(addressText(null)).toBe('N/A');
  });

  it("shows a card as 'Visa •••• 4242', else the payment method's id, else N/A", () => {
    expect(paymentMethodText({ paymentMethodId: 'pm_1', paymentMethodCard: { brand: 'visa', last4: '4242' } })).toBe('Visa •••• 4242');
    expect(paymentMethodText({ paymentMethodId: 'pm_1', paymentMethodCard: { brand: 'amex', last4: '0005' } })).toBe('American Express •••• 0005');
    expect(paymentMethodText({ paymentMethodId: 'pm_1', paymentMethodCard: { brand: 'mastercard', last4: '4444' } })).toBe('Mastercard •••• 4444');
    expect(paymentMethodText({ paymentMethodId: 'pm_1', paymentMethodCard: { brand: 'new_brand', last4: '1111' } })).toBe('New brand •••• 1111');
    expect(paymentMethodText({ paymentMethodId: 'pm_card_visa', paymentMethodCard: null })).toBe('pm_card_visa');
    expect(paymentMethodText({ paymentMethodId: null, paymentMethodCard: null })).toBe('N/A');
  });

  it('offers a cancel only while there is something left to cancel', () => {
    expect(canCancel(buildSubscription())).toBe(true);
    expect(canCancel(buildSubscription({ status: 'canceled' }))).toBe(false);
    const canceled = buildSubscription({ canceledAt: '2026-11-22T10:00:00', cancelAt: '2026-12-20T10:00:00' });
    expect(canCancel(canceled)).toBe(false);
    expect(endsOnText(canceled)).toMatch(/^Ends on December 20, 2026 at 10:00\sAM$/);
    // A three-month plan ends on its own later than this period: cancelling still stops it sooner.
    const threeMonths = buildSubscription({ cancelAt: '2027-02-20T10:00:00', currentPeriodEnd: '2026-12-20T10:00:00', canceledAt: '2026-11-20T10:00:00' });
    expect(canCancel(threeMonths)).toBe(true);
    expect(canCancel({ ...threeMonths, cancelAt: threeMonths.currentPeriodEnd })).toBe(false);
    expect(endsOnText(buildSubscription())).toBeNull();
  });
});
