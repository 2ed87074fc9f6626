import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionCheckout, startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

const DAY = 86_400;

/** Two seats at $1,000.00 a month, paid at checkout ten days ago. */
async function twoSeats(card?: string) {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com', name: 'Ada Lovelace' });
  const session = await createSubscriptionCheckout(test.stripe, customer.id, { unitAmount: 100_000, quantity: 2, name: 'Virtual assistant' });
  const completion = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay', ...(card ? { card } : {}) });
  const subscription = await test.stripe.subscriptions.retrieve(String(completion.session.subscription));
  const item = subscription.items.data[0]!;
  // Ten days into the period: the seat is added then (proration dates are in the past, as the site sends them).
  await test.emulator.controls.advanceClock(10 * DAY);
  test.received.length = 0;
  return { customer, subscription, item };
}

/** What Stripe prorates for `quantity` seats from `at` to the period's end (decision 0198). */
const share = (item: Stripe.SubscriptionItem, quantity: number, at: number) =>
  Math.round((100_000 * quantity * (item.current_period_end - at)) / (item.current_period_end - item.current_period_start));

const addSeat = (subscription: Stripe.Subscription, item: Stripe.SubscriptionItem, params: Partial<Stripe.SubscriptionUpdateParams> = {}) =>
  test.stripe.subscriptions.update(
    subscription.id,
    {
      items: [{ id: item.id, quantity: 3 }],
      proration_behavior: 'always_invoice',
      proration_date: item.current_period_start + 10 * DAY,
      payment_behavior: 'pending_if_incomplete',
      ...params,
    },
    { idempotencyKey: `seat:${subscription.id}:3` },
  );

describe('a quantity change with always_invoice and pending_if_incomplete', () => {
  it('invoices the credit for the unused time and the charge for the remaining time, charges it, and changes the quantity', async () => {
    const { subscription, item } = await twoSeats();
    const prorationDate = item.current_period_start + 10 * DAY;

    const updated = await addSeat(subscription, item);

    expect(updated.items.data[0]!.quantity).toBe(3);
    expect(updated.pending_update).toBeNull();
    const invoice = await test.stripe.invoices.retrieve(String(updated.latest_invoice));
    const credit = -share(item, 2, prorationDate);
    const charge = share(item, 3, prorationDate);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid', amount_paid: credit + charge, total: credit + charge });
    expect(invoice.number).toMatch(/^EMU-\d{4}$/);
    expect(invoice.lines.data.map((line) => [line.amount, line.quantity, line.period, line.parent?.subscription_item_details?.proration])).toEqual([
      [credit, 2, { start: prorationDate, end: item.current_period_end }, true],
      [charge, 3, { start: prorationDate, end: item.current_period_end }, true],
    ]);
    expect(invoice.lines.data[0]!.description).toMatch(/^Unused time on 2 × Virtual assistant after \d{1,2} \w{3} \d{4}$/);
    expect(invoice.lines.data[1]!.description).toMatch(/^Remaining time on 3 × Virtual assistant after/);
    // Each proration line points to its invoice item, and the credit to the line that billed the period.
    const [creditItem, chargeItem] = await Promise.all(
      invoice.lines.data.map((line) => test.stripe.invoiceItems.retrieve(line.parent!.subscription_item_details!.invoice_item!)),
    );
    expect([creditItem!.proration, creditItem!.invoice, chargeItem!.amount]).toEqual([true, invoice.id, charge]);
    expect(invoice.lines.data[0]!.parent?.subscription_item_details?.proration_details?.credited_items).toEqual({
      invoice: String(subscription.latest_invoice),
      invoice_line_items: [expect.stringMatching(/^il_/)],
    });
    expect(test.received.map((event) => event.type)).toEqual([
      'invoiceitem.created',
      'invoiceitem.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    const update = test.received.at(-1) as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(update.data.previous_attributes?.items?.data[0]?.quantity).toBe(2);
    expect((test.received[2] as Stripe.InvoiceCreatedEvent).data.object.status).toBe('draft');
  });

  it('replays the same answer for the same idempotency key, charging once', async () => {
    const { subscription, item } = await twoSeats();
    const first = await addSeat(subscription, item);
    const again = await addSeat(subscription, item);
    expect(again.latest_invoice).toBe(first.latest_invoice);
    expect((await test.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(2);
  });

  it('keeps the quantity when the card is declined: pending_update, the open invoice, payment_failed, 200', async () => {
    const { customer, subscription, item } = await twoSeats();
    test.emulator.controls.failNextPayment(customer.id);

    const answered = await addSeat(subscription, item);

    expect(answered.items.data[0]!.quantity).toBe(2);
    const now = test.emulator.controls.now();
    expect(answered.pending_update).toMatchObject({ billing_cycle_anchor: null, trial_end: null, trial_from_plan: null, subscription_items: [{ id: item.id, quantity: 3 }] });
    expect(answered.pending_update!.expires_at).toBeGreaterThanOrEqual(now + 23 * 3600 - 5);
    expect(answered.pending_update!.expires_at).toBeLessThanOrEqual(now + 23 * 3600);
    const invoice = await test.stripe.invoices.retrieve(String(answered.latest_invoice));
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: null, billing_reason: 'subscription_update' });
    expect(test.received.map((event) => event.type)).toEqual([
      'invoiceitem.created',
      'invoiceitem.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);

    // The customer pays it on the hosted invoice page: the pending update applies.
    test.received.length = 0;
    await test.emulator.controls.payInvoice(invoice.id);
    const applied = await test.stripe.subscriptions.retrieve(subscription.id);
    expect([applied.items.data[0]!.quantity, applied.pending_update]).toEqual([3, null]);
    expect(test.received.map((event) => event.type)).toEqual([
      'payment_method.attached',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.pending_update_applied',
      'customer.subscription.updated',
    ]);
  });

  it('waits for authentication with the 3184 card, and applies once invoices.pay goes through with another card', async () => {
    const { customer, subscription, item } = await twoSeats('authentication_required');

    const answered = await addSeat(subscription, item);

    expect(answered.items.data[0]!.quantity).toBe(2);
    expect(test.received.map((event) => event.type).slice(-3)).toEqual(['invoice.payment_action_required', 'invoice.payment_failed', 'customer.subscription.updated']);
    const invoiceId = String(answered.latest_invoice);
    await expect(test.stripe.invoices.pay(invoiceId)).rejects.toMatchObject({ statusCode: 402, code: 'invoice_payment_intent_requires_action' });

    const visa = await test.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await test.stripe.paymentMethods.attach(visa.id, { customer: customer.id });
    const paid = await test.stripe.invoices.pay(invoiceId, { payment_method: visa.id });
    expect(paid.status).toBe('paid');
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.quantity).toBe(3);
  });

  it('drops the pending update when it expires on the emulator clock, and voids its invoice', async () => {
    const { customer, subscription, item } = await twoSeats();
    test.emulator.controls.failNextPayment(customer.id);
    const answered = await addSeat(subscription, item);
    test.received.length = 0;

    await test.emulator.controls.advanceClock(23 * 3600 + 1);

    const after = await test.stripe.subscriptions.retrieve(subscription.id);
    expect([after.items.data[0]!.quantity, after.pending_update]).toEqual([2, null]);
    expect(await test.stripe.invoices.retrieve(String(answered.latest_invoice))).toMatchObject({ status: 'void' });
    expect(test.received.map((event) => event.type)).toEqual(['invoice.voided', 'customer.subscription.pending_update_expired', 'customer.subscription.updated']);
    await expect(test.stripe.invoices.pay(String(answered.latest_invoice))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses what Stripe refuses beside pending_if_incomplete, an unknown item, and a second change while one is pending', async () => {
    const { customer, subscription, item } = await twoSeats();
    await expect(addSeat(subscription, item, { metadata: { seats: '3' } })).rejects.toMatchObject({ statusCode: 400, param: 'metadata' });
    await expect(
      test.stripe.subscriptions.update(subscription.id, { items: [{ id: 'si_unknown', quantity: 3 }], proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'items[0][id]' });
    await expect(
      test.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 3 }], proration_date: item.current_period_end + DAY }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'proration_date' });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.quantity).toBe(2);

    test.emulator.controls.failNextPayment(customer.id);
    await test.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' });
    await expect(
      test.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 4 }], proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'items' });
  });
});

describe('a quantity change without an invoice now', () => {
  it("'none' changes the quantity and bills nothing until the renewal, which bills the new quantity", async () => {
    const { subscription, item } = await twoSeats();
    const updated = await test.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 1 }], proration_behavior: 'none' });
    expect([updated.items.data[0]!.quantity, updated.latest_invoice]).toEqual([1, subscription.latest_invoice]);
    expect((await test.stripe.invoiceItems.list({ customer: String(subscription.customer), pending: true })).data).toEqual([]);

    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice));
    expect(renewal).toMatchObject({ total: 100_000, status: 'paid' });
    expect(renewal.lines.data).toHaveLength(1);
  });

  it("'create_prorations' leaves the two prorations pending for the renewal invoice", async () => {
    const { subscription, item } = await twoSeats();
    const prorationDate = item.current_period_start + 5 * DAY;
    await test.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'create_prorations', proration_date: prorationDate });
    const pending = await test.stripe.invoiceItems.list({ customer: String(subscription.customer), pending: true });
    expect(pending.data.map((pendingItem) => [pendingItem.amount, pendingItem.proration]).sort()).toEqual(
      [
        [-share(item, 2, prorationDate), true],
        [share(item, 3, prorationDate), true],
      ].sort(),
    );

    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice));
    expect(renewal.total).toBe(300_000 + share(item, 3, prorationDate) - share(item, 2, prorationDate));
    expect(renewal.lines.data.filter((line) => line.parent?.subscription_item_details?.proration)).toHaveLength(2);
    expect((await test.stripe.invoiceItems.list({ customer: String(subscription.customer), pending: true })).data).toEqual([]);
  });
});

describe('allow_incomplete (Stripe default)', () => {
  it('keeps the change when the invoice is refused, with the subscription past due and the invoice retried', async () => {
    const { customer, subscription, item } = await twoSeats();
    test.emulator.controls.failNextPayment(customer.id);
    const updated = await test.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'always_invoice' });
    expect([updated.items.data[0]!.quantity, updated.status, updated.pending_update]).toEqual([3, 'past_due', null]);
    const invoice = await test.stripe.invoices.retrieve(String(updated.latest_invoice));
    expect(invoice.next_payment_attempt).toBe(invoice.created + 3 * DAY);
    await test.emulator.controls.advanceClock(3 * DAY);
    expect(await test.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'active' });
  });
});

it('still bills a plain subscription exactly as before (the subscription line first)', async () => {
  const { subscription } = await subscribedCustomer(test);
  await test.emulator.controls.advanceToNextPeriod(subscription.id);
  const invoices = await test.stripe.invoices.list({ subscription: subscription.id });
  expect(invoices.data.map((invoice) => [invoice.total, invoice.lines.data[0]?.parent?.subscription_item_details?.proration])).toEqual([
    [4900, false],
    [4900, false],
  ]);
});
