import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, resetTokenFromMail, uniqueEmail } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { loginLockout: { failures: 3, windowMs: 10 * 60_000 } } });
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** Each attempt from an address of its own, as a botnet would: the per-address limit never applies. */
const logIn = (email: string, password: string) => {
  addressCounter += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password },
    remoteAddress: `198.18.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
  });
};

async function register(email: string, password: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'Lock Test', email, password } });
  expect(response.statusCode).toBe(201);
}

async function guessWrong(email: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await logIn(email, `wrong-guess-${i}`));
  return answers;
}

describe('login failures per account, whatever the address', () => {
  it('refuses an e-mail after 3 wrong passwords from different addresses, even with the right one', async () => {
    const email = uniqueEmail('locked');
    await register(email, 'right-password-1');
    const answers = await guessWrong(email, 4);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
    const locked = await logIn(email.toUpperCase(), 'right-password-1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'auth.login_locked',
      message: 'Too many failed logins for this email. Try again in 10 minutes, or reset your password.',
    });
    // Other accounts are untouched.
    const other = uniqueEmail('other');
    await register(other, 'right-password-2');
    expect((await logIn(other, 'right-password-2')).statusCode).toBe(200);
  });

  it('answers an e-mail without an account exactly as one with an account', async () => {
    const withAccount = uniqueEmail('exists');
    await register(withAccount, 'right-password-3');
    const nobody = uniqueEmail('nobody');
    const shape = (answers: Awaited<ReturnType<typeof guessWrong>>) => answers.map((answer) => [answer.statusCode, answer.json()]);
    expect(shape(await guessWrong(nobody, 5))).toEqual(shape(await guessWrong(withAccount, 5)));
  });

  it('a successful login clears earlier failures', async () => {
    const email = uniqueEmail('clears');
    await register(email, 'right-password-4');
    await guessWrong(email, 2);
    expect((await logIn(email, 'right-password-4')).statusCode).toBe(200);
    expect((await guessWrong(email, 2)).map((answer) => answer.statusCode)).toEqual([401, 401]);
    expect((await logIn(email, 'right-password-4')).statusCode).toBe(200);
  });

  it('resetting the password lifts the lock', async () => {
    const email = uniqueEmail('reset');
    await register(email, 'right-password-5');
    await guessWrong(email, 3);
    expect((await logIn(email, 'right-password-5')).statusCode).toBe(429);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email } });
    const token = resetTokenFromMail((await latestMailTo(ctx.db, email))!.text);
    const reset = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${token}`, payload: { password: 'new-password-55' } });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(email, 'new-password-55')).statusCode).toBe(200);
  });
});
