import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleUseTokens } from '../../db/schema.js';
import { users } from './users.table.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { latestMailTo, registerCustomer, resetTokenFromMail, uniqueEmail } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });

describe('POST /users/register', () => {
  it('creates a customer and answers the user object the client stores', async () => {
    const email = uniqueEmail();
    const response = await post('/users/register', { name: 'Dana Reyes', email, password: 'long-enough' });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ name: 'Dana Reyes', email, isAdmin: false });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.token).toEqual(expect.any(String));
    expect(JSON.stringify(user)).not.toContain('long-enough');
  });

  it('stores an argon2id hash, never the password', async () => {
    const email = uniqueEmail();
    await post('/users/register', { name: 'Hash Check', email, password: 'plain-secret-1' });
    const [row] = await ctx.db.select().from(users).where(sql`${users.email} = ${email}`);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('plain-secret-1');
  });

  it('refuses an e-mail already registered, whatever its case (409)', async () => {
    const email = uniqueEmail('dup');
    await post('/users/register', { name: 'First', email, password: 'long-enough' });
    const response = await post('/users/register', { name: 'Second', email: email.toUpperCase(), password: 'long-enough' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('An account with this email already exists');
  });

  it.each([
    [{ name: 'A', email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters long'],
    [{ name: 'A', email: uniqueEmail() }, 'Password is required'],
    [{ email: uniqueEmail(), password: 'long-enough' }, 'Name is required'],
    [{ name: '   ', email: uniqueEmail(), password: 'long-enough' }, 'Name is required'],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, 'Please enter a valid email address'],
    [{ name: 123, email: uniqueEmail(), password: 'long-enough' }, 'Name is required'],
    [{ name: 'A', email: uniqueEmail(), password: ['long-enough'] }, 'Password is required'],
    [{ name: 'A', email: uniqueEmail(), password: 'x'.repeat(201) }, 'Password must be at most 200 characters long'],
  ])('answers 400 with the message for %j', async (payload, message) => {
    const response = await post('/users/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, error: message });
  });

  it('answers 400, not 500, for a body that is not an object, malformed JSON or no body', async () => {
    for (const payload of ['null', '[]', '"text"', '{"name":', '']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toEqual(expect.any(String));
    }
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/register' });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 415 for a body that is not JSON, and 413 for an oversized one', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { 'content-type': 'text/xml' },
      payload: '<user/>',
    });
    expect(text.statusCode).toBe(415);
    const huge = await post('/users/register', { name: 'A', email: uniqueEmail(), password: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large.');
  });
});

describe('POST /users/login', () => {
  it('signs in with the right password, e-mail in any case', async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await post('/users/login', { email: customer.email.toUpperCase(), password: customer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: customer.id, email: customer.email, isAdmin: false, token: expect.any(String) });
  });

  it('answers 401 with the same error for a wrong password and an unknown e-mail', async () => {
    const customer = await registerCustomer(ctx.app);
    const wrong = await post('/users/login', { email: customer.email, password: 'wrong-password' });
    const unknown = await post('/users/login', { email: uniqueEmail('nobody'), password: 'whatever-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid email or password');
    expect(unknown.json().error).toBe('Invalid email or password');
  });

  it('answers 400 for a missing password or e-mail', async () => {
    expect((await post('/users/login', { email: uniqueEmail() })).json().error).toBe('Password is required');
    expect((await post('/users/login', { password: 'x' })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const response = await post('/users/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** A new customer who asked for a reset twice, with both links mailed (the second mail is written just after the answer: waited for). */
  async function twoResetLinks() {
    const customer = await registerCustomer(ctx.app);
    await requestReset(customer.email);
    const first = resetTokenFromMail((await latestMailTo(ctx.db, customer.email))!.text);
    await requestReset(customer.email);
    let second = first;
    for (let tries = 0; second === first && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      second = resetTokenFromMail((await latestMailTo(ctx.db, customer.email))!.text);
    }
    expect(second).not.toBe(first);
    return { customer, first, second };
  }

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const customer = await registerCustomer(ctx.app);
    const stranger = uniqueEmail('stranger');
    const known = await requestReset(customer.email);
    const unknown = await requestReset(stranger);
    expect(known).toEqual(unknown);
    expect(known.message).toBe('If the email exists, a reset link will be sent shortly.');
    const mail = await latestMailTo(ctx.db, customer.email);
    expect(mail?.text).toContain('http://site.test/resetpassword/');
    expect(await latestMailTo(ctx.db, stranger, 200)).toBeUndefined();
  });

  it('rejects an invalid e-mail with the spec message', async () => {
    const response = await post('/users/forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });

  it('walks the whole flow: look up, reset, old password and old session stop working, token is single use', async () => {
    const customer = await registerCustomer(ctx.app);
    await requestReset(customer.email);
    const token = resetTokenFromMail((await latestMailTo(ctx.db, customer.email))!.text);

    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/reset-password/${token}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ email: customer.email });

    const reset = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'brand-new-password', email: customer.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset successfully!');

    expect((await post('/users/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);
    expect((await post('/users/login', { email: customer.email, password: 'brand-new-password' })).statusCode).toBe(200);

    const reuse = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'another-password', email: customer.email },
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().message).toBe('Token not found or expired.');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/users/reset-password/${token}` })).statusCode).toBe(404);
  });

  it('spends every outstanding link of the user once one is used', async () => {
    const { first, second } = await twoResetLinks();
    const reset = (token: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${token}`, payload: { password: 'fresh-password-1' } });
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).statusCode).toBe(404);
  });

  it('answers two resets sent at once with two links of one account 200 and 404, never a 500', async () => {
    const { customer, first, second } = await twoResetLinks();
    const reset = (token: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${token}`, payload: { password: 'fresh-password-3' } });
    const statuses = (await Promise.all([reset(first), reset(second)])).map((answer) => answer.statusCode);
    expect(statuses.sort()).toEqual([200, 404]);
    expect((await post('/users/login', { email: customer.email, password: 'fresh-password-3' })).statusCode).toBe(200);
  });

  it('keeps an earlier link working after a newer one is mailed, until one of them is used', async () => {
    const { customer, first, second } = await twoResetLinks();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/users/reset-password/${first}` })).json()).toEqual({ email: customer.email });
    const reset = (token: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${token}`, payload: { password: 'fresh-password-2' } });
    expect((await reset(first)).statusCode).toBe(200);
    expect((await reset(second)).statusCode).toBe(404);
  });

  it('refuses an expired token', async () => {
    const customer = await registerCustomer(ctx.app);
    await requestReset(customer.email);
    const token = resetTokenFromMail((await latestMailTo(ctx.db, customer.email))!.text);
    await ctx.db.update(singleUseTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(singleUseTokens.purpose, 'password_reset'));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/users/reset-password/${token}` })).statusCode).toBe(404);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'brand-new-password' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await post('/users/login', { email: customer.email, password: customer.password })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and 400 for a short new password', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/reset-password/not-a-real-token' })).statusCode).toBe(404);
    const short = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/reset-password/whatever',
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please enter at least 8 password characters.');
  });
});
