import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { totpCode } from '../features/auth/totp.js';
import { bearer, registerCustomer } from './factories.js';
import { createSoftAuthenticator } from './soft-authenticator.js';

/** The site's origin in the tests (PUBLIC_URL http://site.test): the relying party is `site.test`. */
export const ORIGIN = 'http://site.test';
const STEP_MS = 30_000;

/** The code of the step `steps` away from now (enrolment uses the current step, so logins use the next ones). */
export const codeIn = (secret: string, steps: number) => totpCode(secret, Date.now() + steps * STEP_MS);

export function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) {
  return app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: token ? bearer({ token }) : {} });
}

/** A customer with a confirmed authenticator app (set up with the password): its secret, recovery codes and latest token. */
export async function customerWithApp(app: FastifyInstance) {
  const user = await registerCustomer(app);
  const started = await call(app, 'POST', '/users/second-factor/enrolment', { password: user.password }, user.token);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await call(app, 'POST', '/users/second-factor/confirm', { code: codeIn(secret, 0) }, user.token);
  expect(confirmed.statusCode).toBe(200);
  const body = confirmed.json<{ recoveryCodes: string[]; session: { token: string } }>();
  return { ...user, secret, recoveryCodes: body.recoveryCodes, token: body.session.token };
}

/** A customer whose only factor is a passkey (added with the password), as a synced passkey whose counter stays 0. */
export async function customerWithPasskey(app: FastifyInstance) {
  const user = await registerCustomer(app);
  const authenticator = createSoftAuthenticator();
  const started = await call(app, 'POST', '/users/passkeys/registration', { password: user.password }, user.token);
  expect(started.statusCode).toBe(200);
  const { options, ticket } = started.json<{ options: PublicKeyCredentialCreationOptionsJSON; ticket: string }>();
  const added = await call(app, 'POST', '/users/passkeys', { ticket, name: 'Phone', credential: authenticator.create(options, ORIGIN) }, user.token);
  expect(added.statusCode).toBe(201);
  const body = added.json<{ recoveryCodes: string[]; session: { token: string } }>();
  return { ...user, authenticator, recoveryCodes: body.recoveryCodes, token: body.session.token };
}

/** The login's challenge after the right password (an account with a second factor). */
export async function loginChallenge(app: FastifyInstance, user: { email: string; password: string }) {
  const response = await call(app, 'POST', '/users/login', { email: user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  return response.json<{ challenge: string; passkeyOptions?: PublicKeyCredentialRequestOptionsJSON }>();
}

/** A passkey's proof for the signed-in account: the proof challenge, signed by `authenticator`. */
export async function passkeyProof(
  app: FastifyInstance,
  token: string,
  authenticator: ReturnType<typeof createSoftAuthenticator>,
  overrides?: { signCount?: number },
) {
  const started = await call(app, 'POST', '/users/passkeys/proof', undefined, token);
  expect(started.statusCode).toBe(200);
  const { challenge, passkeyOptions } = started.json<{ challenge: string; passkeyOptions: PublicKeyCredentialRequestOptionsJSON }>();
  return { challenge, credential: authenticator.get(passkeyOptions, ORIGIN, overrides) };
}
