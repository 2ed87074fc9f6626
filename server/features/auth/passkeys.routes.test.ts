import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { auditLog } from '../audit/audit-log.table.js';
import { userPasskeys } from './passkeys.table.js';
import { recoveryCodes } from './second-factor.table.js';
import { totpCode } from './totp.js';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../test/soft-authenticator.js';
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

/** The site's origin in the tests (PUBLIC_URL http://site.test): the relying party is `site.test`. */
const ORIGIN = 'http://site.test';

function call(app: TestContext['app'], method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) {
  return app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: token ? bearer({ token }) : {} });
}

type Account = { id: string; email: string; password: string; token: string };

/**
 * Adds a passkey of `authenticator` to the account, as the account security page does: proven with
 * the password (an account without a factor) or `proof` (a current code or passkey, once it has one).
 */
async function addPasskey(account: Account, authenticator: SoftAuthenticator, name = 'Work laptop', app = ctx.app, proof: object = { password: account.password }) {
  const started = await call(app, 'POST', '/users/passkeys/registration', proof, account.token);
  expect(started.statusCode).toBe(200);
  const { options, ticket } = started.json<{ options: PublicKeyCredentialCreationOptionsJSON; ticket: string }>();
  return call(app, 'POST', '/users/passkeys', { ticket, name, credential: authenticator.create(options, ORIGIN) }, account.token);
}

async function customerWithPasskey(app = ctx.app) {
  const user = await registerCustomer(app);
  const authenticator = createSoftAuthenticator();
  const added = await addPasskey(user, authenticator, 'Work laptop', app);
  expect(added.statusCode).toBe(201);
  const body = added.json<{ recoveryCodes: string[]; session: { token: string }; passkey: { id: string } }>();
  return { ...user, authenticator, recoveryCodes: body.recoveryCodes, passkeyId: body.passkey.id, token: body.session.token };
}

async function loginChallenge(app: TestContext['app'], user: { email: string; password: string }) {
  const response = await call(app, 'POST', '/users/login', { email: user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  return response.json<{ challenge: string; methods: { authenticatorApp: boolean; passkey: boolean }; passkeyOptions?: PublicKeyCredentialRequestOptionsJSON }>();
}

describe('adding a passkey', () => {
  it('asks the browser for a credential of this site and account, and stores its public key', async () => {
    const user = await registerCustomer(ctx.app);
    const started = await call(ctx.app, 'POST', '/users/passkeys/registration', { password: user.password }, user.token);
    expect(started.statusCode).toBe(200);
    const { options } = started.json<{ options: PublicKeyCredentialCreationOptionsJSON }>();
    expect(options.rp).toEqual({ name: 'Bayanihan Remote', id: 'site.test' });
    expect(options.user.name).toBe(user.email);
    expect(options.attestation).toBe('none');

    const authenticator = createSoftAuthenticator();
    const { ticket } = started.json<{ ticket: string }>();
    const added = await call(ctx.app, 'POST', '/users/passkeys', { ticket, name: ' Work laptop ', credential: authenticator.create(options, ORIGIN) }, user.token);
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.passkey).toEqual({ id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.session.token).toEqual(expect.any(String));
    // The account's other sessions end when its second factor changes.
    expect((await call(ctx.app, 'GET', '/users/second-factor', undefined, user.token)).statusCode).toBe(401);

    const status = (await call(ctx.app, 'GET', '/users/second-factor', undefined, body.session.token)).json();
    expect(status).toMatchObject({ enabled: true, authenticatorApp: false, recoveryCodesLeft: 10, passkeys: [body.passkey] });
    const [row] = await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id));
    expect(row).toMatchObject({ credentialId: authenticator.credentialId, transports: ['internal'], signCount: 0 });
  });

  it('refuses a credential made for another site, another ticket or another account', async () => {
    const user = await registerCustomer(ctx.app);
    const other = await registerCustomer(ctx.app);
    const authenticator = createSoftAuthenticator();
    const started = (await call(ctx.app, 'POST', '/users/passkeys/registration', { password: user.password }, user.token)).json();

    const phished = await call(ctx.app, 'POST', '/users/passkeys', { ticket: started.ticket, name: 'Key', credential: authenticator.create(started.options, 'http://evil.test') }, user.token);
    expect(phished.statusCode).toBe(400);
    expect(phished.json()).toMatchObject({ code: 'auth.passkey_registration_invalid', message: 'The passkey could not be verified. Please try again.' });

    const otherTicket = (await call(ctx.app, 'POST', '/users/passkeys/registration', { password: user.password }, user.token)).json().ticket;
    const mismatched = await call(ctx.app, 'POST', '/users/passkeys', { ticket: otherTicket, name: 'Key', credential: authenticator.create(started.options, ORIGIN) }, user.token);
    expect(mismatched.statusCode).toBe(400);

    const foreign = await call(ctx.app, 'POST', '/users/passkeys', { ticket: started.ticket, name: 'Key', credential: authenticator.create(started.options, ORIGIN) }, other.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('auth.passkey_ticket_expired');

    const loginChallengeAsTicket = await call(ctx.app, 'POST', '/users/passkeys', { ticket: 'x.y', name: 'Key', credential: authenticator.create(started.options, ORIGIN) }, user.token);
    expect(loginChallengeAsTicket.statusCode).toBe(400);
    expect(await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
  });

  it('checks the name and the shape of what is sent (400 with the field), and needs a session (401)', async () => {
    const user = await registerCustomer(ctx.app);
    const started = (await call(ctx.app, 'POST', '/users/passkeys/registration', { password: user.password }, user.token)).json();
    const credential = createSoftAuthenticator().create(started.options, ORIGIN);
    const unnamed = await call(ctx.app, 'POST', '/users/passkeys', { ticket: started.ticket, name: '  ', credential }, user.token);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fieldErrors).toMatchObject({ name: 'Give the passkey a name, such as the device it is on' });
    const garbled = await call(ctx.app, 'POST', '/users/passkeys', { ticket: started.ticket, name: 'Key', credential: { ...credential, response: { clientDataJSON: 'not base64url!' } } }, user.token);
    expect(garbled.statusCode).toBe(400);
    expect((await call(ctx.app, 'POST', '/users/passkeys/registration')).statusCode).toBe(401);
    expect((await call(ctx.app, 'POST', '/users/passkeys', { ticket: started.ticket, name: 'Key', credential })).statusCode).toBe(401);
  });

  it('refuses the same passkey twice (409), and keeps the recovery codes when the account already had a factor', async () => {
    const user = await customerWithPasskey();
    const again = await addPasskey(user, user.authenticator, 'Same key', ctx.app, { code: user.recoveryCodes[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'auth.passkey_exists', message: 'This passkey is already on your account.' });

    const second = await addPasskey(user, createSoftAuthenticator(), 'Phone', ctx.app, { code: user.recoveryCodes[1] });
    expect(second.statusCode).toBe(201);
    expect(second.json().recoveryCodes).toEqual([]);
    const status = (await call(ctx.app, 'GET', '/users/second-factor', undefined, second.json().session.token)).json();
    expect(status.passkeys.map((passkey: { name: string }) => passkey.name)).toEqual(['Work laptop', 'Phone']);
    // The same ten, less the two spent as proof.
    expect(status.recoveryCodesLeft).toBe(8);
  });
});

describe('logging in with a passkey', () => {
  it('answers a challenge with the passkey options, then a session for the passkey; the challenge is spent', async () => {
    const user = await customerWithPasskey();
    const challenge = await loginChallenge(ctx.app, user);
    expect(challenge.methods).toEqual({ authenticatorApp: false, passkey: true });
    expect(challenge.passkeyOptions?.rpId).toBe('site.test');
    expect(challenge.passkeyOptions?.allowCredentials).toEqual([{ id: user.authenticator.credentialId, type: 'public-key', transports: ['internal'] }]);

    const assertion = user.authenticator.get(challenge.passkeyOptions!, ORIGIN);
    const response = await call(ctx.app, 'POST', '/users/login/passkey', { challenge: challenge.challenge, credential: assertion });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email, token: expect.any(String) });
    const [row] = await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id));
    expect(row?.signCount).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    const replayed = await call(ctx.app, 'POST', '/users/login/passkey', { challenge: challenge.challenge, credential: user.authenticator.get(challenge.passkeyOptions!, ORIGIN) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('auth.second_factor_challenge_expired');
  });

  it('refuses an answer for another challenge, another site, a cloned counter or another account (401, no session)', async () => {
    const user = await customerWithPasskey();
    const stranger = await customerWithPasskey();
    const first = await loginChallenge(ctx.app, user);
    const second = await loginChallenge(ctx.app, user);

    const refused = async (challenge: string, credential: unknown) => {
      const response = await call(ctx.app, 'POST', '/users/login/passkey', { challenge, credential });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.passkey_invalid', message: 'That passkey could not be verified. Try again, or use another way to sign in.' });
      expect(response.json().token).toBeUndefined();
    };
    await refused(second.challenge, user.authenticator.get(first.passkeyOptions!, ORIGIN));
    await refused(second.challenge, user.authenticator.get(second.passkeyOptions!, 'http://evil.test'));
    await refused(second.challenge, stranger.authenticator.get({ ...second.passkeyOptions!, allowCredentials: [] }, ORIGIN));
    // A counter that does not move on, as a cloned authenticator's would not.
    const ok = await call(ctx.app, 'POST', '/users/login/passkey', { challenge: second.challenge, credential: user.authenticator.get(second.passkeyOptions!, ORIGIN, { signCount: 5 }) });
    expect(ok.statusCode).toBe(200);
    const third = await loginChallenge(ctx.app, user);
    await refused(third.challenge, user.authenticator.get(third.passkeyOptions!, ORIGIN, { signCount: 5 }));
  });

  it('counts refused passkeys with wrong codes: 429 at the account limit, even for a right answer', async () => {
    const limited = await createTestContext({ config: { loginLockout: { failures: 3, addressFailures: 1000, warnAfter: 1000, windowMs: 60_000 } } });
    try {
      const user = await customerWithPasskey(limited.app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const challenge = await loginChallenge(limited.app, user);
        const credential = user.authenticator.get(challenge.passkeyOptions!, 'http://evil.test');
        expect((await call(limited.app, 'POST', '/users/login/passkey', { challenge: challenge.challenge, credential })).statusCode).toBe(401);
      }
      const challenge = await loginChallenge(limited.app, user);
      const credential = user.authenticator.get(challenge.passkeyOptions!, ORIGIN);
      const locked = await call(limited.app, 'POST', '/users/login/passkey', { challenge: challenge.challenge, credential });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('auth.second_factor_locked');
    } finally {
      await limited.close();
    }
  });

  it('still takes a recovery code when the passkey is lost', async () => {
    const user = await customerWithPasskey();
    const { challenge } = await loginChallenge(ctx.app, user);
    const response = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge, code: user.recoveryCodes[0] });
    expect(response.statusCode).toBe(200);
  });

  it("satisfies the admins' second factor in production", async () => {
    const credentials = { email: uniqueEmail('admin'), name: 'Avery Admin', password: 'admin-password-1' };
    await createOrPromoteAdmin(prod.db, credentials);
    const limited = (await call(prod.app, 'POST', '/users/login', credentials)).json();
    expect(limited.secondFactorEnrolmentRequired).toBe(true);
    const authenticator = createSoftAuthenticator();
    const added = await addPasskey({ ...credentials, id: limited.id, token: limited.token }, authenticator, 'Security key', prod.app);
    expect(added.statusCode).toBe(201);
    const overview = await call(prod.app, 'GET', '/admin/overview', undefined, added.json().session.token);
    expect(overview.statusCode).toBe(200);

    const challenge = await loginChallenge(prod.app, credentials);
    const session = await call(prod.app, 'POST', '/users/login/passkey', { challenge: challenge.challenge, credential: authenticator.get(challenge.passkeyOptions!, ORIGIN) });
    expect((await call(prod.app, 'GET', '/admin/overview', undefined, session.json().token)).statusCode).toBe(200);
  });
});

describe('removing a passkey', () => {
  it('needs the password; the last factor takes the recovery codes with it, and login is the password alone again', async () => {
    const user = await customerWithPasskey();
    const wrong = await call(ctx.app, 'POST', `/users/passkeys/${user.passkeyId}/remove`, { password: 'not-the-password' }, user.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('auth.second_factor_password_invalid');
    const unknown = await call(ctx.app, 'POST', `/users/passkeys/${crypto.randomUUID()}/remove`, { password: user.password }, user.token);
    expect(unknown.statusCode).toBe(404);

    const removed = await call(ctx.app, 'POST', `/users/passkeys/${user.passkeyId}/remove`, { password: user.password }, user.token);
    expect(removed.statusCode).toBe(200);
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const login = await call(ctx.app, 'POST', '/users/login', { email: user.email, password: user.password });
    expect(login.json()).toMatchObject({ id: user.id, token: expect.any(String) });
  });

  it("cannot remove another account's passkey (404)", async () => {
    const owner = await customerWithPasskey();
    const other = await registerCustomer(ctx.app);
    const response = await call(ctx.app, 'POST', `/users/passkeys/${owner.passkeyId}/remove`, { password: other.password }, other.token);
    expect(response.statusCode).toBe(404);
    expect(await ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, owner.id))).toHaveLength(1);
  });

  it('keeps the recovery codes while the authenticator app stays on', async () => {
    const user = await customerWithPasskey();
    const { secret } = (await call(ctx.app, 'POST', '/users/second-factor/enrolment', { code: user.recoveryCodes[0] }, user.token)).json();
    const confirmed = await call(ctx.app, 'POST', '/users/second-factor/confirm', { code: totpCode(secret) }, user.token);
    expect(confirmed.json().recoveryCodes).toEqual([]);
    const token = confirmed.json().session.token;
    const removed = await call(ctx.app, 'POST', `/users/passkeys/${user.passkeyId}/remove`, { password: user.password }, token);
    expect(removed.statusCode).toBe(200);
    const status = (await call(ctx.app, 'GET', '/users/second-factor', undefined, removed.json().session.token)).json();
    expect(status).toMatchObject({ enabled: true, authenticatorApp: true, passkeys: [], recoveryCodesLeft: 9 });
  });
});

describe('new recovery codes', () => {
  it('replace the old ones after the password: the old codes stop working, the new ones work once', async () => {
    const user = await customerWithPasskey();
    const wrong = await call(ctx.app, 'POST', '/users/second-factor/recovery-codes', { password: 'wrong-password-1' }, user.token);
    expect(wrong.statusCode).toBe(400);
    const renewed = await call(ctx.app, 'POST', '/users/second-factor/recovery-codes', { password: user.password }, user.token);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(user.recoveryCodes[0]);

    const old = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: (await loginChallenge(ctx.app, user)).challenge, code: user.recoveryCodes[0] });
    expect(old.statusCode).toBe(401);
    const newOne = await call(ctx.app, 'POST', '/users/login/second-factor', { challenge: (await loginChallenge(ctx.app, user)).challenge, code: fresh[0] });
    expect(newOne.statusCode).toBe(200);
  });

  it('need a second factor first (409)', async () => {
    const user = await registerCustomer(ctx.app);
    const response = await call(ctx.app, 'POST', '/users/second-factor/recovery-codes', { password: user.password }, user.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('auth.second_factor_not_enabled');
  });
});

describe('the audit log', () => {
  it("records an admin's passkey added, removed and new recovery codes once each; a refused change leaves no row", async () => {
    const credentials = { email: uniqueEmail('admin'), name: 'Avery Admin', password: 'admin-password-1' };
    await createOrPromoteAdmin(ctx.db, credentials);
    const session = (await call(ctx.app, 'POST', '/users/login', credentials)).json();
    const added = await addPasskey({ ...credentials, id: session.id, token: session.token }, createSoftAuthenticator(), 'Security key');
    const token = added.json().session.token;
    const passkeyId = added.json().passkey.id;
    expect((await call(ctx.app, 'POST', `/users/passkeys/${passkeyId}/remove`, { password: 'wrong-password-1' }, token)).statusCode).toBe(400);
    expect((await call(ctx.app, 'POST', '/users/second-factor/recovery-codes', { password: credentials.password }, token)).statusCode).toBe(200);
    const removed = await call(ctx.app, 'POST', `/users/passkeys/${passkeyId}/remove`, { password: credentials.password }, token);
    expect(removed.statusCode).toBe(200);

    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, session.id)).orderBy(auditLog.occurredAt);
    expect(rows.map((row) => [row.action, row.targetId, row.detail])).toEqual([
      ['second_factor.added', session.id, { method: 'passkey', name: 'Security key' }],
      ['second_factor.recovery_codes_renewed', session.id, { method: 'recovery_codes' }],
      ['second_factor.removed', session.id, { method: 'passkey', name: 'Security key' }],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/public|credential/i);
  });
});
