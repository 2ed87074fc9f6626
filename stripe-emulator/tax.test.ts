import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

async function taxedCheckout(automaticTax: boolean) {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
  return test.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    customer_update: { address: 'auto', name: 'auto' },
    line_items: [{ quantity: 2, price_data: { currency: 'aud', unit_amount: 100_000, product_data: { name: 'Assistant' }, recurring: { interval: 'month' } } }],
    success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    ...(automaticTax ? { automatic_tax: { enabled: true }, tax_id_collection: { enabled: true } } : {}),
  });
}

describe('Stripe Tax, as the emulator does it', () => {
  it('adds tax at its fixed rate to every invoice of a taxed subscription, and prints the tax ID given at checkout', async () => {
    const session = await taxedCheckout(true);
    expect(session).toMatchObject({ automatic_tax: { enabled: true }, tax_id_collection: { enabled: true } });
    const { session: paid } = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay', taxId: { type: 'au_abn', value: '12345678901' } });
    const invoice = await test.stripe.invoices.retrieve(String(paid.invoice));
    expect(invoice).toMatchObject({ subtotal: 200_000, total: 220_000, amount_paid: 220_000, customer_tax_ids: [{ type: 'au_abn', value: '12345678901' }] });
    expect(invoice.total_taxes).toEqual([expect.objectContaining({ amount: 20_000, taxable_amount: 200_000 })]);
    const page = await (await fetch(invoice.hosted_invoice_url!)).text();
    expect(page).toContain('<dt>Tax</dt><dd>A$200.00</dd>');
    expect(page).toContain('Tax ID: AU ABN 12345678901');

    await test.emulator.controls.advanceToNextPeriod(String(paid.subscription));
    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(String(paid.subscription))).latest_invoice));
    expect(renewal).toMatchObject({ total: 220_000, amount_paid: 220_000, customer_tax_ids: [{ type: 'au_abn', value: '12345678901' }] });
  });

  it('changes nothing without automatic_tax', async () => {
    const session = await taxedCheckout(false);
    const { session: paid } = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay', taxId: { type: 'au_abn', value: '12345678901' } });
    const invoice = await test.stripe.invoices.retrieve(String(paid.invoice));
    expect(invoice).toMatchObject({ subtotal: 200_000, total: 200_000, amount_paid: 200_000, total_taxes: [], customer_tax_ids: [] });
  });
});
