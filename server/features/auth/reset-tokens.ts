import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** 32 random bytes, URL-safe: what goes into the e-mailed link. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored: a database leak does not hand out live reset links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
