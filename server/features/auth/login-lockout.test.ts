import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, resetTokenFromMail, uniqueEmail } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      // Counted in Redis, as in production, where the counts are shared by every instance.
      redis: { url: testRedisUrl, keyPrefix: uniqueRedisPrefix('login-lockout') },
      loginLockout: { failures: 3, addressFailures: 8, warnAfter: 5, windowMs: 10 * 60_000 },
    },
  });
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A client address no other attempt in this file has used. */
const newAddress = () => {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

const logIn = (email: string, password: string, address: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress: address });

const unlock = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/users/login-unlock', payload: { token } });

async function register(email: string, password: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'Lock Test', email, password } });
  expect(response.statusCode).toBe(201);
}

/** `times` wrong passwords for `email`, each from `address`, or from an address of its own when none is given. */
async function guessWrong(email: string, times: number, address?: string) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await logIn(email, `wrong-guess-${i}`, address ?? newAddress()));
  return answers;
}

const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);

/** What was queued for an address, besides the link sign-up mails to verify it. */
const queuedMailsTo = (to: string) =>
  ctx.db
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.to, to), ne(mailDeliveries.template, 'auth.verify-email')));

function unlockTokenFromMail(text: string): string {
  const match = /\/login\?unlock=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unlock link in mail:\n${text}`);
  return match[1];
}

describe('failed logins per e-mail and address', () => {
  it('guesses from many addresses never lock the owner out of their own login', async () => {
    const email = uniqueEmail('botnet');
    await register(email, 'right-password-0');
    expect(statuses(await guessWrong(email, 12))).toEqual(Array(12).fill(401));
    expect((await logIn(email, 'right-password-0', newAddress())).statusCode).toBe(200);
  });

  it('refuses an e-mail from the address that guessed it wrong 3 times, even with the right password, and only there', async () => {
    const email = uniqueEmail('locked');
    await register(email, 'right-password-1');
    const guesser = newAddress();
    expect(statuses(await guessWrong(email, 4, guesser))).toEqual([401, 401, 401, 429]);
    const locked = await logIn(email.toUpperCase(), 'right-password-1', guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'auth.login_locked',
      message: 'Too many failed logins for this email. Try again in 10 minutes, or reset your password.',
    });
    // The owner, from their own address, is not locked out.
    expect((await logIn(email, 'right-password-1', newAddress())).statusCode).toBe(200);
    // Other accounts from the guessing address are untouched.
    const other = uniqueEmail('other');
    await register(other, 'right-password-2');
    expect((await logIn(other, 'right-password-2', guesser)).statusCode).toBe(200);
  });

  it('refuses every login from an address that failed 8 times across e-mails (credential stuffing)', async () => {
    const stuffer = newAddress();
    for (let i = 0; i < 8; i += 1) {
      expect(statuses(await guessWrong(uniqueEmail(`stuffed-${i}`), 1, stuffer))).toEqual([401]);
    }
    const email = uniqueEmail('behind-stuffer');
    await register(email, 'right-password-3');
    const refused = await logIn(email, 'right-password-3', stuffer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'auth.login_locked',
      message: 'Too many failed logins from your network. Try again in 10 minutes.',
    });
    expect((await logIn(email, 'right-password-3', newAddress())).statusCode).toBe(200);
  });

  it('answers an e-mail without an account exactly as one with an account, and mails nobody for it', async () => {
    const withAccount = uniqueEmail('exists');
    await register(withAccount, 'right-password-4');
    const nobody = uniqueEmail('nobody');
    const shape = (answers: Awaited<ReturnType<typeof guessWrong>>) => answers.map((answer) => [answer.statusCode, answer.json()]);
    expect(shape(await guessWrong(nobody, 5, newAddress()))).toEqual(shape(await guessWrong(withAccount, 5, newAddress())));
    expect(shape(await guessWrong(nobody, 6))).toEqual(shape(await guessWrong(withAccount, 6)));
    expect(await queuedMailsTo(nobody)).toEqual([]);
  });

  it('a successful login clears the failures of that e-mail from that address', async () => {
    const email = uniqueEmail('clears');
    await register(email, 'right-password-5');
    const address = newAddress();
    await guessWrong(email, 2, address);
    expect((await logIn(email, 'right-password-5', address)).statusCode).toBe(200);
    expect(statuses(await guessWrong(email, 2, address))).toEqual([401, 401]);
    expect((await logIn(email, 'right-password-5', address)).statusCode).toBe(200);
  });

  it('resetting the password lifts the lock', async () => {
    const email = uniqueEmail('reset');
    await register(email, 'right-password-6');
    const address = newAddress();
    await guessWrong(email, 3, address);
    expect((await logIn(email, 'right-password-6', address)).statusCode).toBe(429);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email } });
    const token = resetTokenFromMail((await latestMailTo(ctx.db, email, 5_000, 'Reset'))!.text);
    const reset = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${token}`, payload: { password: 'new-password-66' } });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(email, 'new-password-66', address)).statusCode).toBe(200);
  });
});

describe('the owner is told when their password is being guessed', () => {
  it('mails one warning per window, whose link resets the counts once', async () => {
    const email = uniqueEmail('warned');
    await register(email, 'right-password-7');
    const first = newAddress();
    // 3 counted failures lock `first`; its 4th attempt is refused unchecked and not counted.
    expect(statuses(await guessWrong(email, 4, first))).toEqual([401, 401, 401, 429]);
    expect(await queuedMailsTo(email)).toEqual([]);
    // The 5th failure across addresses queues the warning with the answer.
    expect(statuses(await guessWrong(email, 2, newAddress()))).toEqual([401, 401]);
    expect(await queuedMailsTo(email)).toHaveLength(1);
    // More failures within the window mail nothing more.
    expect(statuses(await guessWrong(email, 6))).toEqual(Array(6).fill(401));
    const queued = await queuedMailsTo(email);
    expect(queued).toHaveLength(1);

    // Delivered by the background worker (bounded wait).
    const mail = await latestMailTo(ctx.db, email, 5_000, 'trying to log in');
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/^Someone is trying to log in to your .+ account$/);
    expect(mail!.text).toContain('with a wrong password 5 times within 10 minutes');
    expect(mail!.text).toContain('change it now');
    expect(mail!.text).toContain('http://site.test/login?unlock=');
    const token = unlockTokenFromMail(mail!.text);

    expect((await logIn(email, 'right-password-7', first)).statusCode).toBe(429);
    const unlocked = await unlock(token);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: 'Sign-in attempts on your account were reset. You can log in now.' });
    expect((await logIn(email, 'right-password-7', first)).statusCode).toBe(200);

    const again = await unlock(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'auth.unlock_token_not_found', message: 'This link has expired or was already used.' });
  });

  it('refuses an unknown or missing unlock token', async () => {
    expect((await unlock('x'.repeat(43))).statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/login-unlock', payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});
