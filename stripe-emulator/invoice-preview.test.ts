import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionCheckout, startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

const DAY = 86_400;

/** Two seats at $1,000.00 a month, taxed or not, paid at checkout ten days ago. */
async function twoSeats(automaticTax = false) {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
  const session = await test.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ quantity: 2, price_data: { currency: 'usd', unit_amount: 100_000, product_data: { name: 'Virtual assistant' }, recurring: { interval: 'month' } } }],
    success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    ...(automaticTax ? { automatic_tax: { enabled: true } } : {}),
  });
  const completion = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });
  const subscription = await test.stripe.subscriptions.retrieve(String(completion.session.subscription));
  await test.emulator.controls.advanceClock(10 * DAY);
  return { customer, subscription, item: subscription.items.data[0]! };
}

const isProration = (line: Stripe.InvoiceLineItem) => line.parent?.subscription_item_details?.proration === true;

describe('POST /v1/invoices/create_preview', () => {
  it('previews the next renewal as it will be billed, with the items waiting for it, and stores nothing', async () => {
    const { customer, subscription, item } = await twoSeats();
    const extra = await test.stripe.invoiceItems.create({ customer: customer.id, subscription: subscription.id, currency: 'usd', amount: 12_345, description: 'Extra hours: 4 h' });

    const preview = await test.stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id });

    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview).toMatchObject({
      object: 'invoice',
      status: 'draft',
      number: null,
      billing_reason: 'upcoming',
      subtotal: 212_345,
      total: 212_345,
      amount_due: 212_345,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      next_payment_attempt: item.current_period_end,
      total_taxes: [],
    });
    expect(preview.lines.data.map((line) => [line.amount, line.quantity, isProration(line), line.parent?.invoice_item_details?.invoice_item ?? null])).toEqual([
      [200_000, 2, false, null],
      [12_345, 1, false, extra.id],
    ]);
    expect(preview.lines.data[0]!.period.start).toBe(item.current_period_end);
    await expect(test.stripe.invoices.retrieve(preview.id)).rejects.toMatchObject({ statusCode: 404 });

    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice));
    expect([renewal.total, renewal.lines.data.map((line) => line.amount)]).toEqual([preview.total, preview.lines.data.map((line) => line.amount)]);
  });

  it('previews a quantity change: always_invoice shows what is charged now, which the update then charges', async () => {
    const { customer, subscription, item } = await twoSeats();
    const prorationDate = test.emulator.controls.now();
    const details = { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'always_invoice' as const, proration_date: prorationDate };

    const now = await test.stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id, subscription_details: details });

    expect(now.lines.data.every(isProration)).toBe(true);
    expect(now.lines.data.map((line) => line.quantity)).toEqual([2, 3]);
    expect(now.lines.data.map((line) => line.parent?.subscription_item_details?.invoice_item)).toEqual([null, null]);
    expect(now.parent?.subscription_details?.subscription_proration_date).toBe(prorationDate);
    expect(now.amount_due).toBeGreaterThan(0);
    expect(now.amount_due).toBeLessThan(100_000);

    const updated = await test.stripe.subscriptions.update(subscription.id, {
      items: details.items,
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
      payment_behavior: 'pending_if_incomplete',
    });
    const charged = await test.stripe.invoices.retrieve(String(updated.latest_invoice));
    expect([charged.amount_paid, charged.lines.data.map((line) => line.amount)]).toEqual([now.amount_due, now.lines.data.map((line) => line.amount)]);
  });

  it('with create_prorations previews the renewal at the new quantity plus the prorations; with none, no prorations', async () => {
    const { subscription, item } = await twoSeats();
    const prorationDate = test.emulator.controls.now();
    const withProrations = await test.stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'create_prorations', proration_date: prorationDate },
    });
    const [period, credit, charge] = withProrations.lines.data;
    expect([period!.amount, period!.quantity, isProration(period!)]).toEqual([300_000, 3, false]);
    expect([credit!.amount < 0, charge!.amount > 0, isProration(credit!), isProration(charge!)]).toEqual([true, true, true, true]);
    expect(withProrations.total).toBe(300_000 + credit!.amount + charge!.amount);

    const without = await test.stripe.invoices.createPreview({ subscription: subscription.id, subscription_details: { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'none' } });
    expect(without.lines.data.map((line) => line.amount)).toEqual([300_000]);
  });

  it('adds tax as invoices do when the subscription has automatic tax', async () => {
    const { subscription } = await twoSeats(true);
    const preview = await test.stripe.invoices.createPreview({ subscription: subscription.id });
    expect(preview).toMatchObject({ subtotal: 200_000, total: 220_000, amount_due: 220_000, total_taxes: [expect.objectContaining({ amount: 20_000 })] });
  });

  it('answers invoice_upcoming_none for a subscription that ends with its period, and refuses a foreign customer', async () => {
    const { customer, subscription } = await twoSeats();
    await test.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await expect(test.stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id })).rejects.toMatchObject({
      statusCode: 404,
      code: 'invoice_upcoming_none',
    });
    const other = await test.stripe.customers.create({ email: 'grace@example.com' });
    await expect(test.stripe.invoices.createPreview({ customer: other.id, subscription: subscription.id })).rejects.toMatchObject({ statusCode: 400, param: 'customer' });
  });

  it("picks the customer's subscription that renews first when only the customer is given", async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const session = await createSubscriptionCheckout(test.stripe, customer.id, { unitAmount: 4900 });
    const { session: paid } = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });
    const preview = await test.stripe.invoices.createPreview({ customer: customer.id });
    expect(preview.parent?.subscription_details?.subscription).toBe(paid.subscription);
    expect(preview.amount_due).toBe(4900);
  });
});
