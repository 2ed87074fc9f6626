import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { defaultRateLimits, type Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import type { StripeGateway } from '../features/billing/stripe-client.js';
import type { Mailer } from '../features/mail/mailer.js';
import { openTestDatabase } from './test-database.js';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The handle behind `db`, for code that builds its own app on the same database. */
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://site.test',
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    smtpUrl: undefined,
    mailFrom: 'Site <no-reply@site.test>',
    companyInbox: 'inbox@site.test',
    initialAdmin: undefined,
    logLevel: 'silent',
    trustProxy: false,
    redis: undefined,
    // Short enough that a stuck test fails fast, long enough for any real request here.
    timeouts: { request: 30_000, headers: 10_000, idle: 30_000, keepAlive: 5_000 },
    uploads: { perAddress: 1000, total: 1000 },
    clientDistDir: undefined,
    // Generous by default so tests do not trip them by accident; rate-limit tests lower them.
    rateLimits: { ...defaultRateLimits, login: 1000, register: 1000, forgotPassword: 1000, publicForms: 1000 },
    loginLockout: { failures: 1000, windowMs: 60_000 },
    stripe: undefined,
    ...overrides,
  };
}

/** The real app on its own database, for one test file. */
export async function createTestContext(
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    stripe?: StripeGateway;
    logStream?: AppDeps['logStream'];
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, mailer: options.mailer, stripe: options.stripe, logStream: options.logStream });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
