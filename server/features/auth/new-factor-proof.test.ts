import { and, eq, ne } from 'drizzle-orm';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { userPasskeys } from './passkeys.table.js';
import { userSecondFactors } from './second-factor.table.js';
import { registerCustomer } from '../../test/factories.js';
import { call, codeIn, customerWithApp, customerWithPasskey, ORIGIN, passkeyProof } from '../../test/second-factor.js';
import { createSoftAuthenticator } from '../../test/soft-authenticator.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ADDED_SUBJECT = 'A sign-in method was added to your Bayanihan Remote account';
/** What was queued for an address, besides the link sign-up mails to verify it. */
const mailsTo = (email: string) =>
  ctx.db
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.to, email), ne(mailDeliveries.template, 'auth.verify-email')));
/** The mails the worker rendered and delivered to `email`, as the reader gets them, once `count` have arrived. */
async function deliveredTo(email: string, subject: string, count: number) {
  const read = async () => (await ctx.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) => mail.subject === subject);
  await expect.poll(async () => (await read()).length, { timeout: 5_000 }).toBe(count);
  return read();
}

describe('adding a factor with only a session (a stolen one)', () => {
  it('gets no authenticator secret and no passkey ticket without the password, on an account with no factor', async () => {
    const user = await registerCustomer(ctx.app);
    for (const url of ['/users/second-factor/enrolment', '/users/passkeys/registration']) {
      const bare = await call(ctx.app, 'POST', url, {}, user.token);
      expect(bare.statusCode).toBe(400);
      expect(bare.json().secret).toBeUndefined();
      const wrong = await call(ctx.app, 'POST', url, { password: 'not-the-password' }, user.token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'auth.second_factor_password_invalid', message: 'That password is not correct.' });
      expect(wrong.json().ticket).toBeUndefined();
      const codeOnly = await call(ctx.app, 'POST', url, { code: '123456' }, user.token);
      expect(codeOnly.statusCode).toBe(400);
      expect(codeOnly.json()).toMatchObject({ code: 'auth.password_proof_required', fieldErrors: { password: 'Enter your password to confirm it is you.' } });
    }
    expect(await ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, user.id))).toEqual([]);
    expect((await call(ctx.app, 'POST', '/users/passkeys/registration', { password: user.password }, user.token)).statusCode).toBe(200);
  });

  it('needs a current second factor, not the password, once the account has one: an app cannot be set up on a passkey-only account with the password', async () => {
    const user = await customerWithPasskey(ctx.app);
    const withPassword = await call(ctx.app, 'POST', '/users/second-factor/enrolment', { password: user.password }, user.token);
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toMatchObject({
      code: 'auth.second_factor_proof_required',
      message: 'Two-step sign-in is on for this account: confirm it is you with a code from your authenticator app, a recovery code or a passkey.',
    });
    const wrongCode = await call(ctx.app, 'POST', '/users/second-factor/enrolment', { code: 'aaaa-bbbb-cccc' }, user.token);
    expect(wrongCode.json().code).toBe('auth.second_factor_invalid');
    expect(await ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, user.id))).toEqual([]);

    // The passkey itself proves it, once per proof challenge.
    const proof = await passkeyProof(ctx.app, user.token, user.authenticator);
    const started = await call(ctx.app, 'POST', '/users/second-factor/enrolment', { passkey: proof }, user.token);
    expect(started.statusCode).toBe(200);
    expect(started.json().secret).toMatch(/^[A-Z2-7]{32}$/);
    const replayed = await call(ctx.app, 'POST', '/users/second-factor/enrolment', { passkey: proof }, user.token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('auth.passkey_invalid');
  });

  it("refuses another account's passkey proof, and a proof challenge to an account without a passkey (409)", async () => {
    const owner = await customerWithPasskey(ctx.app);
    const thief = await customerWithPasskey(ctx.app);
    const proof = await passkeyProof(ctx.app, owner.token, owner.authenticator);
    const foreign = await call(ctx.app, 'POST', '/users/passkeys/registration', { passkey: proof }, thief.token);
    expect(foreign.statusCode).toBe(400);
    const plain = await registerCustomer(ctx.app);
    const none = await call(ctx.app, 'POST', '/users/passkeys/proof', undefined, plain.token);
    expect(none.statusCode).toBe(409);
    expect((await call(ctx.app, 'POST', '/users/passkeys/proof')).statusCode).toBe(401);
  });
});

describe('a factor added with proof', () => {
  it('ends every other session, answers a fresh one, and mails the owner what was added, when, and what to do', async () => {
    const user = await customerWithApp(ctx.app);
    const otherDevice = (await call(ctx.app, 'POST', '/users/login/second-factor', {
      challenge: (await call(ctx.app, 'POST', '/users/login', { email: user.email, password: user.password })).json().challenge,
      code: user.recoveryCodes[0],
    })).json().token;
    expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, otherDevice)).statusCode).toBe(200);

    const started = await call(ctx.app, 'POST', '/users/passkeys/registration', { code: codeIn(user.secret, 1) }, user.token);
    expect(started.statusCode).toBe(200);
    const { options, ticket } = started.json<{ options: PublicKeyCredentialCreationOptionsJSON; ticket: string }>();
    const added = await call(ctx.app, 'POST', '/users/passkeys', { ticket, name: 'Travel key', credential: createSoftAuthenticator().create(options, ORIGIN) }, user.token);
    expect(added.statusCode).toBe(201);

    for (const old of [user.token, otherDevice]) expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, old)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, added.json().session.token)).statusCode).toBe(200);

    // One for the app set up by customerWithApp, one for the passkey.
    const mails = await deliveredTo(user.email, ADDED_SUBJECT, 2);
    const passkeyMail = mails.find((mail) => mail.text.includes('passkey'))!;
    expect(passkeyMail.text).toContain('A sign-in method was added to your Bayanihan Remote account: a passkey named “Travel key”, on ');
    expect(passkeyMail.text).toMatch(new RegExp(`on \\w{3}, \\d{2} \\w{3} ${new Date().getUTCFullYear()} \\d{2}:\\d{2}:\\d{2} UTC`));
    expect(passkeyMail.text).toContain('Every other device signed in to your account was signed out.');
    expect(passkeyMail.text).toContain('If it was not you');
    expect(passkeyMail.text).toContain('Review your account security http://site.test/account/security');
    expect(passkeyMail.html).toContain('href="http://site.test/account/security"');
    expect(mails.some((mail) => mail.text.includes('an authenticator app, on '))).toBe(true);
  });

  it('mails nothing and adds nothing when the add fails', async () => {
    const user = await registerCustomer(ctx.app);
    const started = (await call(ctx.app, 'POST', '/users/passkeys/registration', { password: user.password }, user.token)).json();
    const phished = await call(ctx.app, 'POST', '/users/passkeys', { ticket: started.ticket, name: 'Key', credential: createSoftAuthenticator().create(started.options, 'http://evil.test') }, user.token);
    expect(phished.statusCode).toBe(400);
    expect(await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id))).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });
});
