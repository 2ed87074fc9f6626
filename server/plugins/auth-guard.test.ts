import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { bearer, createAdminSession, createOrPromoteAdmin, registerCustomer } from '../test/factories.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    extend(app) {
      app.get('/api/v1/test/admin-only', { preHandler: app.requireAdmin }, async (request) => ({ who: request.currentUser?.email }));
      app.get('/api/v1/test/signed-in', { preHandler: app.requireUser }, async (request) => ({ who: request.currentUser?.email }));
    },
  });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('auth guard', () => {
  it('answers 401 Missing authentication token without a token', async () => {
    const response = await get('/api/v1/test/admin-only');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Missing authentication token');
  });

  it('answers 401 for a forged, malformed or foreign token', async () => {
    const customer = await registerCustomer(ctx.app);
    const [header, payload] = customer.token.split('.');
    for (const token of ['garbage', `${header}.${payload}.forged-signature`, 'a.b.c']) {
      const response = await get('/api/v1/test/signed-in', { authorization: `Bearer ${token}` });
      expect(response.statusCode, token).toBe(401);
    }
  });

  it('answers 403 to a customer and 200 to an admin on an admin route', async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await get('/api/v1/test/admin-only', bearer(customer))).statusCode).toBe(403);
    expect((await get('/api/v1/test/signed-in', bearer(customer))).json()).toEqual({ who: customer.email });
    const admin = await createAdminSession(ctx.app, ctx.db);
    expect(admin.isAdmin).toBe(true);
    const response = await get('/api/v1/test/admin-only', bearer(admin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ who: admin.email });
  });

  it('reads isAdmin from the database, not from the token', async () => {
    const customer = await registerCustomer(ctx.app);
    await createOrPromoteAdmin(ctx.db, { email: customer.email, name: customer.name });
    expect((await get('/api/v1/test/admin-only', bearer(customer))).statusCode).toBe(200);
    await ctx.db.update(users).set({ isAdmin: false }).where(sql`${users.id} = ${customer.id}`);
    expect((await get('/api/v1/test/admin-only', bearer(customer))).statusCode).toBe(403);
  });

  it('ends the session of a deleted account', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.db.delete(users).where(sql`${users.id} = ${customer.id}`);
    expect((await get('/api/v1/test/signed-in', bearer(customer))).statusCode).toBe(401);
  });

  it('promotes an existing customer, who then logs in as an admin', async () => {
    const customer = await registerCustomer(ctx.app);
    expect(await createOrPromoteAdmin(ctx.db, { email: customer.email, name: 'Promoted' })).toBe('promoted');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.json()).toMatchObject({ isAdmin: true, name: 'Promoted' });
  });
});
