import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { bearer, createAdminSession, createOrPromoteAdmin, registerCustomer } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';

const ctx = useTestApp({
  extend(app) {
    app.get('/api/v1/test/admin-only', { preHandler: app.requireAdmin }, async (request) => ({ who: request.currentUser?.email }));
    app.get('/api/v1/test/signed-in', { preHandler: app.requireUser }, async (request) => ({ who: request.currentUser?.email }));
  },
});

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

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token made by hand with the server's real secret, as someone who learnt it could. */
function handMadeToken(alg: 'HS256' | 'HS512', payload: object): string {
  const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(payload)}`;
  const signature = createHmac(alg === 'HS256' ? 'sha256' : 'sha512', ctx.config.jwtSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; ver: number; iat: number; exp: number };
const now = () => Math.floor(Date.now() / 1000);

describe('session tokens', () => {
  it('are signed HS256 and expire after 7 days', async () => {
    const customer = await registerCustomer(ctx.app);
    expect(JSON.parse(Buffer.from(customer.token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const { iat, exp } = claimsOf(customer.token);
    expect(exp - iat).toBe(7 * 24 * 3600);
  });

  it('are accepted when made by hand as the server makes them (so the refusals below are for what they change)', async () => {
    const customer = await registerCustomer(ctx.app);
    const { sub, ver, exp } = claimsOf(customer.token);
    const response = await get('/api/v1/test/signed-in', { authorization: `Bearer ${handMadeToken('HS256', { sub, ver, iat: now(), exp })}` });
    expect(response.json()).toEqual({ who: customer.email });
  });

  it('are refused when signed HS512 with the real secret, when they carry no expiry, or when unsigned', async () => {
    const customer = await registerCustomer(ctx.app);
    const { sub, ver, exp } = claimsOf(customer.token);
    const tokens = {
      hs512: handMadeToken('HS512', { sub, ver, iat: now(), exp }),
      noExpiry: handMadeToken('HS256', { sub, ver, iat: now() }),
      unsigned: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub, ver, iat: now(), exp })}.`,
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await get('/api/v1/test/signed-in', { authorization: `Bearer ${token}` });
      expect([response.statusCode, response.json().code], name).toEqual([401, 'auth.invalid_token']);
    }
  });
});
