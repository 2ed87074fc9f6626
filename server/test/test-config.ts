import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultRateLimits, type Config } from '../config.js';

/** Names the folder the test run's stored files go in (set by the global set-up, inherited by the test processes). */
export const TEST_FILES_ROOT_VARIABLE = 'STAFFING_TEST_FILES_ROOT';

/** The settings tests run with (no Vitest imports, so scripts can use it too). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://site.test',
    publicUrlConfigured: true,
    databaseUrl: undefined,
    migrationDatabaseUrl: undefined,
    dataDir: '/nonexistent',
    // One folder per test process (its files run one after another), inside the run's folder that the
    // global set-up makes and removes; a test of the storage itself makes its own.
    fileStorage: { kind: 'filesystem', dir: path.join(process.env[TEST_FILES_ROOT_VARIABLE] ?? tmpdir(), `staffing-test-files-${process.pid}`) },
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    smtpUrl: undefined,
    mailFrom: 'Site <no-reply@site.test>',
    companyInbox: 'inbox@site.test',
    initialAdmin: undefined,
    logLevel: 'silent',
    tracing: undefined,
    trustProxy: false,
    redis: undefined,
    // Short enough that a stuck test fails fast, long enough for any real request here.
    timeouts: { request: 30_000, headers: 10_000, idle: 30_000, keepAlive: 5_000 },
    // The production minimum rate: injected bodies arrive at once, real-socket tests send at full speed.
    uploads: { perAddress: 1000, total: 1000, minRate: { bytesPerSecond: 1024, windowMs: 10_000 } },
    clientDistDir: undefined,
    // Generous by default so tests do not trip them by accident; rate-limit tests lower them.
    rateLimits: { ...defaultRateLimits, login: 1000, register: 1000, forgotPassword: 1000, publicForms: 1000, billingSessions: 1000 },
    loginLockout: { failures: 1000, addressFailures: 1000, warnAfter: 1000, windowMs: 60_000 },
    adminSecondFactorRequired: false,
    tasks: { runWorkers: true, pollingSeconds: 0.5 },
    stripe: undefined,
    stripeTax: false,
    paymentGraceDays: 7,
    metrics: undefined,
    ...overrides,
  };
}
