import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, checked when the e-mail is unknown, so a failed login takes
 * as long for an unknown e-mail as for a wrong password (no account enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  return decoyHash;
}

/**
 * Marks the hash of an account made without a password (a talent's, until their invitation sets
 * one): the salt, which argon2 keeps readable in the hash. The password hashed is random and
 * forgotten at once, so nothing matches it, and a login against it costs a full verify, as any
 * wrong password does: the timing does not tell such an account from another.
 */
const UNSET_SALT = Buffer.from('password-not-set');
const UNSET_SALT_FIELD = `$${UNSET_SALT.toString('base64').replace(/=+$/, '')}$`;

export function unsetPasswordHash(): Promise<string> {
  return hash(randomBytes(32).toString('base64url'), { ...options, salt: UNSET_SALT });
}

/** Whether the account's password was never set (see `unsetPasswordHash`). */
export function isUnsetPasswordHash(passwordHash: string): boolean {
  return passwordHash.includes(UNSET_SALT_FIELD);
}
