import { randomBytes } from 'node:crypto';

/** The Redis the machines and CI run; TEST_REDIS_URL points elsewhere. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Keys of their own for one test, so test files running side by side never share a count. */
export function uniqueRedisPrefix(label: string): string {
  return `test:${label}:${randomBytes(6).toString('hex')}:`;
}
