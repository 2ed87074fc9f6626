import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { auditLog } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ admin: true });
let carol: SessionUser;
let carolSubscription: string;
beforeAll(async () => {
  carol = await registerCustomer(ctx.app, { name: 'Carol Cruz' });
  carolSubscription = (await paidSubscription(ctx, carol, { role: 'jr_non_technical', region: 'CAN', noOfRoles: 1 })).subscriptionId;
});

const rows = () => ctx.db.select().from(auditLog).orderBy(auditLog.occurredAt, auditLog.id);
const asUser = (user: SessionUser, method: 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { ...bearer(user), 'user-agent': 'AuditBilling/1.0' } });

describe('payment.refunded', () => {
  it('a refund leaves one row with its amount; a refused refund (409) and a missing payment (404) leave none', async () => {
    const payment = (await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(carol) })).json()[0];
    const before = (await rows()).length;
    const partial = await asUser(ctx.admin, 'POST', `/api/v1/payments/${payment._id}/refund`, { amount: 500_00, reason: 'requested_by_customer' });
    expect(partial.statusCode).toBe(201);
    const added = (await rows()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      actorId: ctx.admin.id,
      actorEmail: ctx.admin.email,
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: payment._id,
      ip: '127.0.0.1',
      userAgent: 'AuditBilling/1.0',
      detail: { amount: 500_00, currency: 'cad', reason: 'requested_by_customer', refundId: expect.stringMatching(/^re_/) },
    });

    const tooMuch = await asUser(ctx.admin, 'POST', `/api/v1/payments/${payment._id}/refund`, { amount: 1300_01 });
    expect(tooMuch.statusCode).toBe(409);
    const missing = await asUser(ctx.admin, 'POST', '/api/v1/payments/00000000-0000-4000-8000-000000000000/refund', {});
    expect(missing.statusCode).toBe(404);
    const invalid = await asUser(ctx.admin, 'POST', `/api/v1/payments/${payment._id}/refund`, { amount: -1 });
    expect(invalid.statusCode).toBe(400);
    expect((await rows()).length).toBe(before + 1);
  });
});

describe('subscription.canceled', () => {
  it("an admin's cancellation is recorded; a customer's own is not, nor a missing subscription", async () => {
    const before = (await rows()).length;
    expect((await asUser(ctx.admin, 'POST', '/api/v1/subscription/cancel/sub_missing')).statusCode).toBe(404);
    expect((await rows()).length).toBe(before);

    const canceled = await asUser(ctx.admin, 'POST', `/api/v1/subscription/cancel/${carolSubscription}`);
    expect(canceled.statusCode).toBe(200);
    const added = (await rows()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      actorId: ctx.admin.id,
      action: 'subscription.canceled',
      targetType: 'subscription',
      targetId: carolSubscription,
      detail: { ownerId: carol.id, statusBefore: 'active' },
    });

    const dave = await registerCustomer(ctx.app, { name: 'Dave Diaz' });
    const daveSubscription = (await paidSubscription(ctx, dave)).subscriptionId;
    const n = (await rows()).length;
    expect((await asUser(dave, 'POST', `/api/v1/subscription/cancel/${daveSubscription}`)).statusCode).toBe(200);
    expect((await rows()).length).toBe(n);
  });
});
