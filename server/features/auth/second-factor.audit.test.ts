import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { totpCode } from './totp.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { bearer, createAdminSession, registerCustomer } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer({ token }), payload });

async function turnOnAndOff(session: { token: string }, password: string) {
  const { secret } = (await post('/users/second-factor/enrolment', session.token, { password })).json();
  const confirmed = await post('/users/second-factor/confirm', session.token, { code: totpCode(secret) });
  expect(confirmed.statusCode).toBe(200);
  const off = await post('/users/second-factor/disable', confirmed.json().session.token, { password });
  expect(off.statusCode).toBe(200);
}

it("records an admin's second factor going on and off in the audit log, without secrets", async () => {
  const admin = await createAdminSession(ctx.app, ctx.db);
  await turnOnAndOff(admin, 'admin-password-1');
  const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id)).orderBy(auditLog.occurredAt);
  expect(rows.map((row) => [row.action, row.targetType, row.targetId])).toEqual([
    ['second_factor.added', 'user', admin.id],
    ['second_factor.removed', 'user', admin.id],
  ]);
  expect(rows.map((row) => row.detail)).toEqual([{ method: 'authenticator_app' }, { method: 'authenticator_app' }]);
});

it("leaves a customer's out of it", async () => {
  const customer = await registerCustomer(ctx.app);
  await turnOnAndOff(customer, customer.password);
  expect(await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, customer.id))).toEqual([]);
});
