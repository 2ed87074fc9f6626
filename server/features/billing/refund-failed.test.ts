import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { outbox } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, latestMailTo, registerCustomer } from '../../test/factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ admin: true });

const get = (url: string, user: SessionUser) => ctx.app.inject({ url, headers: bearer(user) });

describe('a refund the bank returns', () => {
  it('is marked failed, shown to admins with its reason, mailed to the inbox once, and the payment says why it is paid again', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Rita Refund' });
    await paidSubscription(ctx, customer, { role: 'jr_technical', region: 'US', noOfRoles: 1 });
    const [payment] = (await get('/api/v1/payments/mypayments', customer)).json();
    const refunded = await ctx.app.inject({ method: 'POST', url: `/api/v1/payments/${payment._id}/refund`, payload: { amount: 500_00 }, headers: bearer(ctx.admin) });
    expect(refunded.statusCode).toBe(201);
    await ctx.settle();
    const refundId = refunded.json().payment.refunds[0].refundId;
    expect((await get('/api/v1/payments/mypayments', customer)).json()[0]).toMatchObject({ status: 'partially_refunded', amountRefunded: 500_00 });

    await ctx.emulator.controls.failRefund(refundId, 'expired_or_canceled_card');
    await ctx.settle();

    const after = (await get('/api/v1/payments', ctx.admin)).json().find((row: { _id: string }) => row._id === payment._id);
    expect(after).toMatchObject({ status: 'paid', amountRefunded: 0 });
    expect(after.refunds).toEqual([expect.objectContaining({ refundId, status: 'failed', failureReason: 'expired_or_canceled_card', amount: 500_00 })]);
    const attention = (await get('/api/v1/payments/attention', ctx.admin)).json();
    expect(attention.failedRefunds).toEqual([
      expect.objectContaining({ refundId, paymentId: payment._id, customerName: 'Rita Refund', amount: 500_00, currency: 'usd', failureReason: 'expired_or_canceled_card' }),
    ]);
    const notice = await latestMailTo(ctx.db, 'inbox@site.test', 3000, 'Refund failed');
    expect(notice?.subject).toBe('Refund failed: $500.00 to Rita Refund');
    expect(notice?.text).toContain('expired or canceled card');
    // refund.failed, refund.updated and charge.refund.updated all arrived: still one notice.
    const notices = (await ctx.db.select().from(outbox).where(eq(outbox.to, 'inbox@site.test'))).filter((mail) => mail.subject.startsWith('Refund failed'));
    expect(notices).toHaveLength(1);
  });
});
