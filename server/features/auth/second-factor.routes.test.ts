import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, userSecondFactors } from './second-factor.table.js';
import { totpCode } from './totp.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { bearer, createOrPromoteAdmin, registerCustomer, uniqueEmail } from '../../test/factories.js';

let ctx: TestContext;
/** Admins must use a second factor here, as in production. */
let prod: TestContext;
beforeAll(async () => {
  [ctx, prod] = await Promise.all([createTestContext(), createTestContext({ config: { adminSecondFactorRequired: true } })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), prod.close()]);
});

const STEP_MS = 30_000;
/** The code of the step `steps` away from now (enrolment uses the current step, so logins use the next ones). */
const codeIn = (secret: string, steps: number) => totpCode(secret, Date.now() + steps * STEP_MS);

function call(app: TestContext['app'], method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) {
  return app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: token ? bearer({ token }) : {} });
}

/** A customer with a confirmed authenticator: its secret, recovery codes and latest token. */
async function enrolledCustomer(app = ctx.app) {
  const user = await registerCustomer(app);
  const started = await call(app, 'POST', '/users/second-factor/enrolment', { password: user.password }, user.token);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const enrolmentCode = codeIn(secret, 0);
  const confirmed = await call(app, 'POST', '/users/second-factor/confirm', { code: enrolmentCode }, user.token);
  expect(confirmed.statusCode).toBe(200);
  const body = confirmed.json<{ recoveryCodes: string[]; session: { token: string } }>();
  return { ...user, secret, enrolmentCode, recoveryCodes: body.recoveryCodes, token: body.session.token };
}

async function challengeFor(app: TestContext['app'], user: { email: string; password: string }) {
  const response = await call(app, 'POST', '/users/login', { email: user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ secondFactorRequired: true; challenge: string; token?: string }>();
  expect(body).toEqual({ secondFactorRequired: true, challenge: expect.any(String), methods: { authenticatorApp: true, passkey: false } });
  return body.challenge;
}

describe('enrolment', () => {
  it('starts with a new secret, its otpauth URI and an SVG QR code, stored encrypted', async () => {
    const user = await registerCustomer(ctx.app);
    const status = await call(ctx.app, 'GET', '/users/second-factor', undefined, user.token);
    expect(status.json()).toEqual({ enabled: false, confirmedAt: null, authenticatorApp: false, passkeys: [], recoveryCodesLeft: 0, required: false });

    const response = await call(ctx.app, 'POST', '/users/second-factor/enrolment', { password: user.password }, user.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.otpauthUri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(`otpauth://totp/Bayanihan Remote:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: body.secret, issuer: 'Bayanihan Remote', algorithm: 'SHA1', digits: '6', period: '30' });
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');

    const [row] = await ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, user.id));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secretEncrypted).toMatch(/^v1\./);
    expect(row?.secretEncrypted).not.toContain(body.secret);
  });

  it('needs a signed-in account', async () => {
    expect((await call(ctx.app, 'POST', '/users/second-factor/enrolment')).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/users/second-factor')).statusCode).toBe(401);
  });

  it('refuses a wrong first code (400, the session stays), then confirms with a right one: 10 recovery codes once, a new session', async () => {
    const user = await registerCustomer(ctx.app);
    const { secret } = (await call(ctx.app, 'POST', '/users/second-factor/enrolment', { password: user.password }, user.token)).json();
    const wrongCode = codeIn(secret, 0) === '000000' ? '111111' : '000000';
    const wrong = await call(ctx.app, 'POST', '/users/second-factor/confirm', { code: wrongCode }, user.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auth.second_factor_invalid', message: 'That code is not correct. Check your authenticator app and try again.' });

    const confirmed = await call(ctx.app, 'POST', '/users/second-factor/confirm', { code: codeIn(secret, 0) }, user.token);
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(body.session).toMatchObject({ id: user.id, email: user.email, token: expect.any(String) });

    // Only hashes are kept; the token from before the change no longer works.
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(body.recoveryCodes[0]);
    expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, user.token)).statusCode).toBe(401);
    const status = (await call(ctx.app, 'GET', '/users/second-factor', undefined, body.session.token)).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, confirmedAt: expect.any(String) });

    // A second enrolment over a confirmed factor is refused.
    expect((await call(ctx.app, 'POST', '/users/second-factor/enrolment', { code: body.recoveryCodes[0] }, body.session.token)).statusCode).toBe(409);
  });
});

describe('login with a second factor', () => {
  it('answers a challenge, not a session, then the session for the code', async () => {
    const user = await enrolledCustomer();
    const challenge = await challengeFor(ctx.app, user);
    const response = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: codeIn(user.secret, 1) });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ id: user.id, email: user.email, isAdmin: false, token: expect.any(String) });
    expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, session.token)).statusCode).toBe(200);
  });

  it('keeps the plain session answer for an account without one', async () => {
    const user = await registerCustomer(ctx.app);
    const response = await call(ctx.app, 'POST', '/users/login', { email: user.email, password: user.password });
    expect(response.json()).toMatchObject({ id: user.id, token: expect.any(String) });
  });

  it('refuses a wrong code with 401 and a clear message', async () => {
    const user = await enrolledCustomer();
    const challenge = await challengeFor(ctx.app, user);
    const right = codeIn(user.secret, 1);
    const response = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: right === '123456' ? '654321' : '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'auth.second_factor_invalid',
      error: 'That code is not correct. Check your authenticator app and try again.',
    });
  });

  it('refuses a replayed code: a code is accepted once', async () => {
    const user = await enrolledCustomer();
    const code = codeIn(user.secret, 1);
    const first = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: await challengeFor(ctx.app, user), code });
    expect(first.statusCode).toBe(200);
    const again = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: await challengeFor(ctx.app, user), code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'auth.second_factor_code_used', error: 'That code was already used. Wait for the next code in your app.' });
    // The code used at enrolment is refused as well.
    const enrolmentCode = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: await challengeFor(ctx.app, user), code: user.enrolmentCode });
    expect(enrolmentCode.statusCode).toBe(401);
    expect(enrolmentCode.json().code).toBe('auth.second_factor_code_used');
  });

  it('takes a recovery code once (any case, with or without dashes)', async () => {
    const user = await enrolledCustomer();
    const recovery = user.recoveryCodes[3]!;
    const first = await call(ctx.app, 'POST', '/users/login/second-factor', {
      challenge: await challengeFor(ctx.app, user),
      code: recovery.replaceAll('-', '').toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const status = (await call(ctx.app, 'GET', '/users/second-factor', undefined, first.json().token)).json();
    expect(status.recoveryCodesLeft).toBe(9);
    const again = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: await challengeFor(ctx.app, user), code: recovery });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'auth.second_factor_code_used', error: 'That recovery code was already used. Use another one.' });
  });

  it('voids a challenge after 5 wrong codes: even the right code then answers 401, log in again', async () => {
    const user = await enrolledCustomer();
    const challenge = await challengeFor(ctx.app, user);
    const right = codeIn(user.secret, 1);
    const wrong = right === '000000' ? '999999' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: wrong });
      expect(response.json().code).toBe('auth.second_factor_invalid');
    }
    const sixth = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: right });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json()).toMatchObject({ code: 'auth.second_factor_challenge_expired' });
    // A fresh login still works with the same (unspent) code.
    const fresh = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: await challengeFor(ctx.app, user), code: right });
    expect(fresh.statusCode).toBe(200);
  });

  it('spends a challenge on success, and refuses a forged or foreign one', async () => {
    const user = await enrolledCustomer();
    const challenge = await challengeFor(ctx.app, user);
    expect((await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: codeIn(user.secret, 1) })).statusCode).toBe(200);
    const reused = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: user.recoveryCodes[0] });
    expect(reused.json().code).toBe('auth.second_factor_challenge_expired');

    const [payload, signature] = (await challengeFor(ctx.app, user)).split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp: Date.now() + 1e9 })).toString('base64url')}.${signature}`;
    expect((await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: forged, code: user.recoveryCodes[0] })).statusCode).toBe(401);
    // A challenge is no session token.
    expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, challenge)).statusCode).toBe(401);
  });

  it('counts wrong codes per account across challenges, within the login lockout (429 at its limit)', async () => {
    const limited = await createTestContext({ config: { loginLockout: { failures: 3, addressFailures: 1000, warnAfter: 1000, windowMs: 60_000 } } });
    try {
      const user = await enrolledCustomer(limited.app);
      const right = codeIn(user.secret, 1);
      const wrong = right === '000000' ? '999999' : '000000';
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await call(limited.app, 'POST', '/users/login/second-factor', { challenge: await challengeFor(limited.app, user), code: wrong });
        expect(response.statusCode).toBe(401);
      }
      const locked = await call(limited.app, 'POST', '/users/login/second-factor', { challenge: await challengeFor(limited.app, user), code: right });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('auth.second_factor_locked');
    } finally {
      await limited.close();
    }
  });
});

describe('turning it off', () => {
  it('needs the password or a current code; then login answers the session again', async () => {
    const user = await enrolledCustomer();
    const bad = await call(ctx.app, 'POST', '/users/second-factor/disable', { password: 'not-my-password' }, user.token);
    expect(bad.statusCode).toBe(400);
    expect((await call(ctx.app, 'POST', '/users/second-factor/disable', {}, user.token)).statusCode).toBe(400);

    const done = await call(ctx.app, 'POST', '/users/second-factor/disable', { password: user.password }, user.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().session.token).toEqual(expect.any(String));
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const login = await call(ctx.app, 'POST', '/users/login', { email: user.email, password: user.password });
    expect(login.json()).toMatchObject({ id: user.id, token: expect.any(String) });
  });

  it('takes a current code instead of the password', async () => {
    const user = await enrolledCustomer();
    const done = await call(ctx.app, 'POST', '/users/second-factor/disable', { code: codeIn(user.secret, 1) }, user.token);
    expect(done.statusCode).toBe(200);
  });
});

describe('admins where a second factor is required (production)', () => {
  async function adminCredentials(app: TestContext) {
    const credentials = { email: uniqueEmail('admin'), name: 'Avery Admin', password: 'admin-password-1' };
    await createOrPromoteAdmin(app.db, credentials);
    return credentials;
  }

  it('refuses admin routes to an admin without a factor (403 auth.second_factor_required) until one is set up', async () => {
    const admin = await adminCredentials(prod);
    const login = await call(prod.app, 'POST', '/users/login', admin);
    expect(login.statusCode).toBe(200);
    const session = login.json();
    expect(session).toMatchObject({ isAdmin: true, secondFactorEnrolmentRequired: true, token: expect.any(String) });

    const refused = await call(prod.app, 'GET', '/admin/overview', undefined, session.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.second_factor_required');
    const status = (await call(prod.app, 'GET', '/users/second-factor', undefined, session.token)).json();
    expect(status).toMatchObject({ enabled: false, required: true });

    // The session may set one up, and the session it answers reaches the admin routes.
    const { secret } = (await call(prod.app, 'POST', '/users/second-factor/enrolment', { password: admin.password }, session.token)).json();
    const confirmed = await call(prod.app, 'POST', '/users/second-factor/confirm', { code: codeIn(secret, 0) }, session.token);
    const enrolled = confirmed.json().session;
    expect(enrolled.secondFactorEnrolmentRequired).toBeUndefined();
    expect((await call(prod.app, 'GET', '/admin/overview', undefined, enrolled.token)).statusCode).toBe(200);

    // Later logins go through the code, and reach the admin routes.
    const challenge = await challengeFor(prod.app, admin);
    const next = await call(prod.app, 'POST', '/users/login/second-factor', { challenge, code: codeIn(secret, 1) });
    expect((await call(prod.app, 'GET', '/admin/overview', undefined, next.json().token)).statusCode).toBe(200);

    // Turning it off ends that: the new session is limited again.
    const off = await call(prod.app, 'POST', '/users/second-factor/disable', { password: admin.password }, next.json().token);
    expect(off.json().session.secondFactorEnrolmentRequired).toBe(true);
    expect((await call(prod.app, 'GET', '/admin/overview', undefined, off.json().session.token)).statusCode).toBe(403);
  });

  it('leaves it optional outside production', async () => {
    const admin = await adminCredentials(ctx);
    const session = (await call(ctx.app, 'POST', '/users/login', admin)).json();
    expect(session.secondFactorEnrolmentRequired).toBeUndefined();
    expect((await call(ctx.app, 'GET', '/admin/overview', undefined, session.token)).statusCode).toBe(200);
  });
});
