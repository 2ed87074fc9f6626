import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/**
 * The run's Redis (global-setup.ts): TEST_REDIS_URL, a container, or the machine's on
 * 127.0.0.1:6379. Tests that need it answering use describeWithServers(['redis'], …).
 */
export const testRedisUrl = inject('testRedis').url;

/** Keys of their own for one test, so test files running side by side never share a count. */
export function uniqueRedisPrefix(label: string): string {
  return `test:${label}:${randomBytes(6).toString('hex')}:`;
}
