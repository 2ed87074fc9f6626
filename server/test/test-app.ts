import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import type { StripeGateway } from '../features/billing/stripe-client.js';
import type { Mailer } from '../features/mail/mailer.js';
import { testConfig } from './test-config.js';
import { openTestDatabase } from './test-database.js';

export { testConfig };

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The handle behind `db`, for code that builds its own app on the same database. */
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

const databaseOfApp = new WeakMap<FastifyInstance, Database>();

/** The database a test app was built on (factories that read what the app queued, such as a mailed link). */
export function testDatabaseOf(app: FastifyInstance): Database | undefined {
  return databaseOfApp.get(app);
}

/** Remembers the database of an app a test built itself, for the factories. */
export function rememberTestDatabase(app: FastifyInstance, db: Database): void {
  databaseOfApp.set(app, db);
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
  databaseOfApp.set(app, database.db);
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
