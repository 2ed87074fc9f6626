import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The keys of the second factor, each derived from JWT_SECRET with HKDF under its own label, so
 * no new setting is needed and no key serves two purposes: one encrypts TOTP secrets at rest, one
 * keys the hash of recovery codes, one signs login challenges. Changing JWT_SECRET therefore
 * also makes stored authenticator secrets unreadable (docs/decisions.md).
 */
export interface SecondFactorKeys {
  encryption: Buffer;
  recoveryCodes: Buffer;
  challenges: Buffer;
}

export function deriveSecondFactorKeys(jwtSecret: string): SecondFactorKeys {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', jwtSecret, 'second-factor', label, 32));
  return { encryption: derive('totp-secret-encryption'), recoveryCodes: derive('recovery-code-hash'), challenges: derive('login-challenge') };
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: AES-256-GCM with a random 12-byte IV per secret. */
export function encryptSecret(keys: SecondFactorKeys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptSecret(keys: SecondFactorKeys, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Unknown second-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for each other when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxx-xxxx-xxxx`: 12 characters of a 31-letter alphabet, about 59 bits each. */
export function generateRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((group) => group.join('')).join('-');
}

/** What a typed recovery code is compared as: no spaces or dashes, lower case. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export function hashRecoveryCode(keys: SecondFactorKeys, code: string): string {
  return createHmac('sha256', keys.recoveryCodes).update(normalizeRecoveryCode(code)).digest('base64url');
}

/** A login that passed the password and still owes its second factor. */
export interface LoginChallenge {
  /** The account. */
  sub: string;
  /** Its session version when the password was checked: a password change voids the challenge. */
  ver: number;
  /** Unique per challenge: its tries are counted under it. */
  jti: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
  /** What it is good for: finishing a login, adding a passkey, or a passkey's proof of the owner (absent on a login challenge). */
  use?: ChallengeUse;
}

export type ChallengeUse = 'login' | 'passkey-registration' | 'owner-proof';

/** When the challenge was signed: its passkey's answer is taken only if the passkey was not used since. */
export const issuedAtOf = (challenge: LoginChallenge) => new Date(challenge.exp - CHALLENGE_LIFETIME_MS);

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * `<payload>.<HMAC-SHA256>`, base64url. Signed with its own key rather than as a JWT with the
 * session secret, so a challenge can never pass for a session token.
 */
export function signChallenge(
  keys: SecondFactorKeys,
  account: { id: string; sessionVersion: number },
  nowMs = Date.now(),
  use: ChallengeUse = 'login',
): { token: string; challenge: LoginChallenge } {
  const challenge: LoginChallenge = { sub: account.id, ver: account.sessionVersion, jti: randomUUID(), exp: nowMs + CHALLENGE_LIFETIME_MS };
  if (use !== 'login') challenge.use = use;
  const payload = Buffer.from(JSON.stringify(challenge)).toString('base64url');
  return { token: `${payload}.${createHmac('sha256', keys.challenges).update(payload).digest('base64url')}`, challenge };
}

/**
 * The WebAuthn challenge a passkey signs for a login challenge or a registration ticket: derived
 * from it with the challenge key, so nothing is stored and a passkey's answer fits one challenge only.
 */
export function webAuthnChallengeOf(keys: SecondFactorKeys, challenge: LoginChallenge): string {
  return createHmac('sha256', keys.challenges)
    .update(`webauthn:${challenge.use ?? 'login'}:${challenge.jti}`)
    .digest('base64url');
}

/** The challenge, or undefined when its signature is wrong or it has expired. */
export function verifyChallenge(keys: SecondFactorKeys, token: string, nowMs = Date.now(), use: ChallengeUse = 'login'): LoginChallenge | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = createHmac('sha256', keys.challenges).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const challenge = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LoginChallenge;
    if (typeof challenge.sub !== 'string' || typeof challenge.ver !== 'number' || typeof challenge.jti !== 'string' || typeof challenge.exp !== 'number') return undefined;
    if ((challenge.use ?? 'login') !== use) return undefined;
    return challenge.exp > nowMs ? challenge : undefined;
  } catch {
    return undefined;
  }
}
