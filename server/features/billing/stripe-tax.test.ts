import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { sessionIdOf, useBillingTestApp, type BillingTestContext } from '../../test/billing-context.js';
import { checkoutSelection, paidSubscription } from '../../test/billing-factories.js';
import { bearer, createAdminSession, registerCustomer } from '../../test/factories.js';

const get = (ctx: BillingTestContext, url: string, user: SessionUser) => ctx.app.inject({ url, headers: bearer(user) });

describe('STRIPE_TAX=on', () => {
  const ctx = useBillingTestApp({ config: { stripeTax: true } });

  it('asks Checkout for Stripe Tax and the tax ID, and the payment shows the tax and the buyer’s tax ID', async () => {
    const create = vi.spyOn(ctx.stripe.client.checkout.sessions, 'create');
    const buyer = await registerCustomer(ctx.app);
    const started = await ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: checkoutSelection({ region: 'AU', role: 'sr_technical', noOfRoles: 1 }), headers: bearer(buyer) });
    expect(started.statusCode).toBe(200);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ automatic_tax: { enabled: true }, tax_id_collection: { enabled: true }, customer_update: { address: 'auto', name: 'auto' } }),
      expect.anything(),
    );
    await ctx.emulator.controls.completeCheckout(sessionIdOf(started.json().url), { outcome: 'pay', taxId: { type: 'au_abn', value: '12345678901' } });
    await ctx.settle();

    const [payment] = (await get(ctx, '/api/v1/payments/mypayments', buyer)).json();
    // AUD 3,270.00 a month, and the emulator's 10% on top.
    expect(payment).toMatchObject({ amount: 3597_00, currency: 'aud', taxAmount: 327_00, customerTaxId: 'AU ABN 12345678901' });
    const admin = await createAdminSession(ctx.app, ctx.db);
    const listed = (await get(ctx, '/api/v1/payments', admin)).json().find((row: { _id: string }) => row._id === payment._id);
    expect(listed).toMatchObject({ taxAmount: 327_00, customerTaxId: 'AU ABN 12345678901' });
  });
});

describe('STRIPE_TAX off (the default)', () => {
  const ctx = useBillingTestApp();

  it('changes nothing: no tax asked of Checkout, none on the payment', async () => {
    const create = vi.spyOn(ctx.stripe.client.checkout.sessions, 'create');
    const buyer = await registerCustomer(ctx.app);
    await paidSubscription(ctx, buyer, { region: 'AU', role: 'sr_technical', noOfRoles: 1 });
    const params = create.mock.calls[0]![0]!;
    expect(params).not.toHaveProperty('automatic_tax');
    expect(params).not.toHaveProperty('tax_id_collection');
    const [payment] = (await get(ctx, '/api/v1/payments/mypayments', buyer)).json();
    expect(payment).toMatchObject({ amount: 3270_00, taxAmount: null, customerTaxId: null });
  });
});
