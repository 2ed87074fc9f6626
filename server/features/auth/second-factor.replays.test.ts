import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, codeIn, customerWithApp, customerWithPasskey, loginChallenge, ORIGIN, passkeyProof } from '../../test/second-factor.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/** Three wrong codes lock the account's second step, as the login lockout's `failures` says. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { loginLockout: { failures: 3, addressFailures: 1000, warnAfter: 1000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((response) => response.statusCode).sort();
const wrongFor = (right: string) => (right === '000000' ? '999999' : '000000');

describe('one code, one passkey answer: taken once, even sent four times at once', () => {
  it('an authenticator code, each with its own login challenge', async () => {
    const user = await customerWithApp(ctx.app);
    const challenges = await Promise.all([1, 2, 3, 4].map(() => loginChallenge(ctx.app, user)));
    const code = codeIn(user.secret, 1);
    const answers = await Promise.all(challenges.map(({ challenge }) => call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code })));
    expect(statuses(answers)).toEqual([200, 401, 401, 401]);
    for (const refused of answers.filter((answer) => answer.statusCode === 401)) expect(refused.json().code).toBe('auth.second_factor_code_used');
  });

  it('a recovery code', async () => {
    const user = await customerWithApp(ctx.app);
    const challenges = await Promise.all([1, 2, 3, 4].map(() => loginChallenge(ctx.app, user)));
    const code = user.recoveryCodes[0];
    const answers = await Promise.all(challenges.map(({ challenge }) => call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code })));
    expect(statuses(answers)).toEqual([200, 401, 401, 401]);
  });

  it("a synced passkey's answer (its counter stays 0) to one login challenge", async () => {
    const user = await customerWithPasskey(ctx.app);
    const { challenge, passkeyOptions } = await loginChallenge(ctx.app, user);
    const credential = user.authenticator.get(passkeyOptions!, ORIGIN, { signCount: 0 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(ctx.app, 'POST', '/users/login/passkey', { challenge, credential })));
    expect(statuses(answers)).toEqual([200, 401, 401, 401]);
    // The replays were no guesses: the right answer to the next challenge still passes.
    const next = await loginChallenge(ctx.app, user);
    const again = await call(ctx.app, 'POST', '/users/login/passkey', { challenge: next.challenge, credential: user.authenticator.get(next.passkeyOptions!, ORIGIN, { signCount: 0 }) });
    expect(again.statusCode).toBe(200);
  });

  it("a synced passkey's proof before adding a factor", async () => {
    const user = await customerWithPasskey(ctx.app);
    const proof = await passkeyProof(ctx.app, user.token, user.authenticator, { signCount: 0 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(ctx.app, 'POST', '/users/passkeys/registration', { passkey: proof }, user.token)));
    expect(statuses(answers)).toEqual([200, 400, 400, 400]);
  });
});

describe('the wrong-code count', () => {
  it('starts again after a successful login', async () => {
    const user = await customerWithApp(ctx.app);
    const tryCode = async (code: string) => call(ctx.app, 'POST', '/users/login/second-factor', { challenge: (await loginChallenge(ctx.app, user)).challenge, code });
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await tryCode(wrongFor(codeIn(user.secret, 1)))).statusCode).toBe(401);
    expect((await tryCode(codeIn(user.secret, 1))).statusCode).toBe(200);
    // Two more wrong codes would make four in the window: without the reset the right code would then be refused (429).
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await tryCode(wrongFor(codeIn(user.secret, 1)))).json().code).toBe('auth.second_factor_invalid');
    expect((await tryCode(user.recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('does not count a code already used: five replays, then the right code still passes', async () => {
    const user = await customerWithApp(ctx.app);
    const used = codeIn(user.secret, 1);
    const first = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: (await loginChallenge(ctx.app, user)).challenge, code: used });
    expect(first.statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const replay = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: (await loginChallenge(ctx.app, user)).challenge, code: used });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'auth.second_factor_code_used', message: 'That code was already used. Wait for the next code in your app.' });
    }
    // The app's next code is up to 30 s away: a recovery code stands in for it.
    const next = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: (await loginChallenge(ctx.app, user)).challenge, code: user.recoveryCodes[0] });
    expect(next.statusCode).toBe(200);
  });

  it('says so on the account pages too (400, the session stays)', async () => {
    const user = await customerWithApp(ctx.app);
    const code = codeIn(user.secret, 1);
    expect((await call(ctx.app, 'POST', '/users/second-factor/recovery-codes', { code }, user.token)).statusCode).toBe(200);
    const again = await call(ctx.app, 'POST', '/users/second-factor/recovery-codes', { code }, user.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth.second_factor_code_used', fieldErrors: { code: 'That code was already used. Wait for the next code in your app.' } });
  });
});
