import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type SessionUser } from '../../../contract/users.js';
import { singleUseTokens, users } from '../../db/schema.js';
import { checkoutSelection } from '../../test/billing-factories.js';
import { bearer, latestMailTo, registerCustomer, resetTokenFromMail, verificationTokenFor } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(() => ctx.close());

const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/users/verify-email', payload: { token } });
const resend = (as: { token: string }) => ctx.app.inject({ method: 'POST', url: '/api/v1/users/verification-email', headers: bearer(as) });
const me = (as: { token: string }) => ctx.app.inject({ url: '/api/v1/users/me', headers: bearer(as) });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
const checkout = (as: { token: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/createSubscribe',
    payload: checkoutSelection(),
    headers: bearer(as),
  });
const verificationMails = (email: string) =>
  ctx.db.select().from(mailDeliveries).where(and(eq(mailDeliveries.to, email), eq(mailDeliveries.template, 'auth.verify-email')));
const codeOf = (response: { statusCode: number; json(): { code?: string } }) => [response.statusCode, response.json().code];

describe('a new account', () => {
  it('is signed in but unverified, and is mailed a single-use link valid 24 hours', async () => {
    const customer = await registerCustomer(ctx.app, { verify: false });
    expect(customer.emailVerified).toBe(false);
    const [mail] = await verificationMails(customer.email);
    expect(mail).toMatchObject({ subject: expect.stringContaining('Verify your e-mail address') });
    const [link] = await ctx.db.select().from(singleUseTokens).where(eq(singleUseTokens.subjectId, customer.id));
    expect((link!.expiresAt.getTime() - link!.createdAt.getTime()) / 3_600_000).toBeCloseTo(24, 5);
    expect(link!.tokenHash).not.toBe(mail!.props!.token);
  });

  it('cannot buy until it is verified; opening the link verifies it once, and the session follows', async () => {
    const customer = await registerCustomer(ctx.app, { verify: false });
    const refused = await checkout(customer);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([403, 'auth.email_unverified', messages.emailUnverified]);

    const token = await verificationTokenFor(ctx.db, customer.email);
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: messages.emailVerified, email: customer.email });
    expect(codeOf(await verify(token))).toEqual([404, 'auth.verification_link_invalid']);

    const session = await me(customer);
    expect(session.statusCode).toBe(200);
    expect(session.json<SessionUser>()).toMatchObject({ id: customer.id, emailVerified: true, token: customer.token });
    expect(session.headers['cache-control']).toContain('no-store');
    expect((await checkout(customer)).statusCode).not.toBe(403);
    expect(codeOf(await resend(customer))).toEqual([409, 'auth.email_already_verified']);
  });

  it('can send itself a new link (the old one stops working), at most 3 an hour', async () => {
    const customer = await registerCustomer(ctx.app, { verify: false });
    const first = await verificationTokenFor(ctx.db, customer.email);
    const sent = await resend(customer);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(messages.verificationSent(customer.email));
    const second = await verificationTokenFor(ctx.db, customer.email);
    expect(second).not.toBe(first);
    expect(codeOf(await verify(first))).toEqual([404, 'auth.verification_link_invalid']);
    // Sign-up's link and this one are two of the three.
    expect((await resend(customer)).statusCode).toBe(200);
    expect(codeOf(await resend(customer))).toEqual([429, 'auth.verification_mails_capped']);
    expect((await verify(await verificationTokenFor(ctx.db, customer.email))).statusCode).toBe(200);
  });

  it('is told an expired link has expired, and stays unverified', async () => {
    const customer = await registerCustomer(ctx.app, { verify: false });
    const token = await verificationTokenFor(ctx.db, customer.email);
    await ctx.db.update(singleUseTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(singleUseTokens.subjectId, customer.id));
    expect(codeOf(await verify(token))).toEqual([404, 'auth.verification_link_invalid']);
    expect((await me(customer)).json()).toMatchObject({ emailVerified: false });
  });
});

describe('an account made before verification existed (unverified)', () => {
  it('is mailed a link at its next login, once a day, and keeps working meanwhile', async () => {
    const customer = await registerCustomer(ctx.app, { verify: false });
    // As the migration leaves an older account: no link was ever sent.
    await ctx.db.delete(singleUseTokens).where(eq(singleUseTokens.subjectId, customer.id));
    await ctx.db.delete(mailDeliveries).where(eq(mailDeliveries.to, customer.email));

    const session = await login(customer.email, customer.password);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ emailVerified: false });
    expect(await verificationMails(customer.email)).toHaveLength(1);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
    expect(await verificationMails(customer.email)).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(session.json()) })).statusCode).toBe(200);
  });

  it('is verified by a password reset: the link came to the mailbox', async () => {
    const customer = await registerCustomer(ctx.app, { verify: false });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const mail = await latestMailTo(ctx.db, customer.email, 5000, 'Reset');
    const reset = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${resetTokenFromMail(mail!.text)}`, payload: { password: 'reset-horse-1' } });
    expect(reset.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });
});
