import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

const extraHours = (customer: string, subscription: string, amount: number, week: string): Stripe.InvoiceItemCreateParams => ({
  customer,
  subscription,
  currency: 'usd',
  amount,
  description: `Extra hours, week of ${week}: Maria Santos, ${amount / 1000} h`,
  metadata: { weekStart: week, timesheetId: `ts-${week}` },
  period: { start: 1_767_225_600, end: 1_767_830_400 },
});

describe('invoice items on the next invoice of a subscription', () => {
  it('keeps an item pending, lists and retrieves it, then bills it on the renewal as a line pointing back to it', async () => {
    const { customer, subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    test.received.length = 0;

    const item = await test.stripe.invoiceItems.create(extraHours(customer.id, subscription.id, 6000, '2026-01-05'), { idempotencyKey: 'extra-hours:ts-1:0' });
    const credit = await test.stripe.invoiceItems.create(extraHours(customer.id, subscription.id, -1500, '2026-01-12'));

    expect(item).toMatchObject({
      object: 'invoiceitem',
      amount: 6000,
      currency: 'usd',
      invoice: null,
      proration: false,
      metadata: { weekStart: '2026-01-05', timesheetId: 'ts-2026-01-05' },
      period: { start: 1_767_225_600, end: 1_767_830_400 },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    expect(credit.discountable).toBe(false);
    expect(test.received.map((event) => event.type)).toEqual(['invoiceitem.created', 'invoiceitem.created']);
    expect((await test.stripe.invoiceItems.list({ customer: customer.id, pending: true })).data.map((pending) => pending.id)).toEqual([credit.id, item.id]);
    expect(await test.stripe.invoiceItems.retrieve(item.id)).toMatchObject({ id: item.id, amount: 6000 });
    // The same key and parameters again: Stripe's replay, not a second item.
    const replayed = await test.stripe.invoiceItems.create(extraHours(customer.id, subscription.id, 6000, '2026-01-05'), { idempotencyKey: 'extra-hours:ts-1:0' });
    expect(replayed.id).toBe(item.id);

    await test.emulator.controls.advanceToNextPeriod(subscription.id);

    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice));
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', subtotal: 4900 + 6000 - 1500, total: 9400, amount_paid: 9400 });
    const [period, hours, correction] = renewal.lines.data;
    expect(period!.parent?.subscription_item_details).toMatchObject({ proration: false, invoice_item: null });
    expect(hours).toMatchObject({
      amount: 6000,
      description: 'Extra hours, week of 2026-01-05: Maria Santos, 6 h',
      metadata: { weekStart: '2026-01-05' },
      period: { start: 1_767_225_600, end: 1_767_830_400 },
      parent: { type: 'invoice_item_details', invoice_item_details: { invoice_item: item.id, proration: false, subscription: subscription.id } },
    });
    expect(correction!.parent?.invoice_item_details?.invoice_item).toBe(credit.id);
    expect((await test.stripe.invoiceItems.retrieve(item.id)).invoice).toBe(renewal.id);
    expect((await test.stripe.invoiceItems.list({ customer: customer.id, pending: true })).data).toEqual([]);
    expect((await test.stripe.invoiceItems.list({ customer: customer.id, pending: false })).data).toHaveLength(2);
  });

  it('adds tax on the items as on the plan when the subscription is taxed', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const session = await test.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      automatic_tax: { enabled: true },
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 10_000, product_data: { name: 'Assistant' }, recurring: { interval: 'month' } } }],
      success_url: 'http://localhost:5173/ok',
    });
    const { session: paid } = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });
    await test.stripe.invoiceItems.create(extraHours(customer.id, String(paid.subscription), 2000, '2026-01-05'));
    await test.emulator.controls.advanceToNextPeriod(String(paid.subscription));
    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(String(paid.subscription))).latest_invoice));
    expect(renewal).toMatchObject({ subtotal: 12_000, total: 13_200, total_taxes: [expect.objectContaining({ amount: 1200, taxable_amount: 12_000 })] });
  });

  it('deletes a pending item (then 404), and refuses to delete one already billed', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    const item = await test.stripe.invoiceItems.create(extraHours(customer.id, subscription.id, 3000, '2026-01-05'));
    test.received.length = 0;
    expect(await test.stripe.invoiceItems.del(item.id)).toEqual({ id: item.id, object: 'invoiceitem', deleted: true });
    expect(test.received.map((event) => event.type)).toEqual(['invoiceitem.deleted']);
    await expect(test.stripe.invoiceItems.retrieve(item.id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });

    const billed = await test.stripe.invoiceItems.create(extraHours(customer.id, subscription.id, 3000, '2026-01-12'));
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    await expect(test.stripe.invoiceItems.del(billed.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it("refuses what Stripe refuses: a canceled subscription, another customer's subscription, a foreign currency, an amount over the cap", async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    const other = await test.stripe.customers.create({ email: 'grace@example.com' });
    await expect(test.stripe.invoiceItems.create(extraHours(other.id, subscription.id, 3000, 'w'))).rejects.toMatchObject({ statusCode: 400, param: 'subscription' });
    await expect(test.stripe.invoiceItems.create({ ...extraHours(customer.id, subscription.id, 3000, 'w'), currency: 'eur' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'currency',
    });
    await expect(test.stripe.invoiceItems.create(extraHours(customer.id, subscription.id, 99_999_999, 'w'))).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    });
    await expect(test.stripe.invoiceItems.create({ customer: customer.id, subscription: subscription.id, currency: 'usd', description: 'x' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'amount',
    });
    await test.stripe.subscriptions.cancel(subscription.id);
    await expect(test.stripe.invoiceItems.create(extraHours(customer.id, subscription.id, 3000, 'w'))).rejects.toMatchObject({ statusCode: 400, param: 'subscription' });
    expect((await test.stripe.invoiceItems.list({ customer: customer.id })).data).toEqual([]);
  });
});
