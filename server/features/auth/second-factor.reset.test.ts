import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userPasskeys } from './passkeys.table.js';
import { resetSecondFactors } from './second-factor.reset.js';
import { recoveryCodes, userSecondFactors } from './second-factor.table.js';
import { uniqueEmail } from '../../test/factories.js';
import { call, customerWithApp, customerWithPasskey, loginChallenge } from '../../test/second-factor.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('removes the factors and recovery codes, and a session from before can neither be used nor enrol a factor of its own', async () => {
  const owner = await customerWithPasskey(ctx.app);
  // The lost device: a session from before the reset, with a factor of its own ready to add.
  const lostDevice = owner.token;
  const reset = await resetSecondFactors(ctx.db, owner.email.toUpperCase());
  expect(reset).toEqual({ email: owner.email, isAdmin: false, authenticatorApp: false, passkeys: 1, unusedRecoveryCodes: 10 });
  for (const table of [userSecondFactors, userPasskeys, recoveryCodes]) expect(await ctx.db.select().from(table).where(eq(table.userId, owner.id))).toEqual([]);

  expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, lostDevice)).statusCode).toBe(401);
  const enrol = await call(ctx.app, 'POST', '/users/second-factor/enrolment', { password: owner.password }, lostDevice);
  expect(enrol.statusCode).toBe(401);
  expect((await call(ctx.app, 'POST', '/users/passkeys/registration', { password: owner.password }, lostDevice)).statusCode).toBe(401);
  expect(await ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, owner.id))).toEqual([]);

  // The owner signs in with the password alone and sets it up again.
  const login = await call(ctx.app, 'POST', '/users/login', { email: owner.email, password: owner.password });
  expect(login.json()).toMatchObject({ id: owner.id, token: expect.any(String) });
  expect((await call(ctx.app, 'POST', '/users/second-factor/enrolment', { password: owner.password }, login.json().token)).statusCode).toBe(200);
});

it('also ends a login half way through its second step, and counts an app', async () => {
  const owner = await customerWithApp(ctx.app);
  const { challenge } = await loginChallenge(ctx.app, owner);
  const reset = await resetSecondFactors(ctx.db, owner.email);
  expect(reset).toMatchObject({ authenticatorApp: true, passkeys: 0, unusedRecoveryCodes: 10 });
  const late = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: owner.recoveryCodes[0] });
  expect(late.statusCode).toBe(401);
  expect(late.json().code).toBe('auth.second_factor_challenge_expired');
});

it('answers nothing for an e-mail without an account', async () => {
  expect(await resetSecondFactors(ctx.db, uniqueEmail('nobody'))).toBeUndefined();
});
