import { ConfigError, loadConfig, type Config } from './config.js';
import { startupPhases } from './lib/startup-phases.js';
import type { LocalStripe } from './features/billing/local-stripe.js';
import type { Tracing } from './lib/tracing.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const phases = startupPhases();
  const config = loadConfigOrExit();
  phases.done('node and config');
  // Traces start before anything loads fastify or pg, whose instrumentations patch them as they
  // load: the rest of the server is imported only after this (tests/tracing.test.ts holds it).
  // Without OTEL_EXPORTER_OTLP_ENDPOINT neither the SDK nor any instrumentation is loaded.
  const tracing: Tracing | undefined = config.tracing ? (await import('./lib/tracing.js')).startTracing(config.tracing) : undefined;
  phases.done('tracing');
  // The database opens while the rest of the server loads: what of its opening waits on the network
  // or on files overlaps the imports (little on the embedded database, whose start runs on this
  // thread: decision 0224).
  const opening = import('./db/database.js').then(({ openDatabase }) =>
    openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir }),
  );
  // Until it is awaited below, a failure to open is this promise's alone (not an unhandled rejection).
  opening.catch(() => {});
  const { buildApp } = await import('./app.js');
  const { auditLogRewriteRisk } = await import('./db/app-role.js');
  const { ensureInitialAdmin } = await import('./features/auth/auth.service.js');
  const { deliverOverHttp, startLocalStripe } = await import('./features/billing/local-stripe.js');
  const { checkStripeAccount } = await import('./features/billing/stripe-account-check.js');
  const { createStripeGateway } = await import('./features/billing/stripe-client.js');
  const { seedDemoJobsIfEmpty } = await import('./features/jobs/demo-jobs.js');
  const { moveFilesAtStartUp } = await import('./features/files/move-files.js');
  const { openFileStorage } = await import('./features/files/open-file-storage.js');
  phases.done('imports');
  const database = await opening;
  phases.done('database (opened beside the imports)');
  // Without Stripe keys (never in production) payments go through the local emulator.
  let listeningPort = config.port;
  const localStripe: LocalStripe | undefined = config.stripe
    ? undefined
    : await startLocalStripe(config, deliverOverHttp(() => `http://127.0.0.1:${listeningPort}/api/v1/stripe/webhook`));
  phases.done('stripe emulator');
  const fileStorage = openFileStorage(config.fileStorage);
  const app = await buildApp({ config, database, stripe: localStripe?.gateway, tracing, fileStorage, startWorkersInBackground: true });
  phases.done('app');

  if (await ensureInitialAdmin(database.db, config.initialAdmin)) {
    app.log.info(`admin account ${config.initialAdmin?.email} created`);
  }
  if (config.nodeEnv !== 'production') {
    const added = await seedDemoJobsIfEmpty(database.db);
    if (added > 0) app.log.info(`${added} demo jobs added to the empty job board`);
  }

  phases.done('admin and demo jobs');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await localStripe?.close();
    await database.close();
    // The spans still batched, the last requests' and tasks' among them, go out before the exit.
    await tracing?.shutdown().catch((error: unknown) => console.error('traces could not be sent:', error));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Plugins' onReady: the rate-limit counter, the task queue's tables (its workers start after).
  await app.ready();
  phases.done('ready');
  await app.listen({ port: config.port, host: config.host });
  phases.done('listen');
  app.log.info({ startupMs: phases.all() }, `listening ${phases.total()} ms after the process started: ${phases.describe()}`);
  const address = app.server.address();
  if (typeof address === 'object' && address) listeningPort = address.port;
  app.log.info(`database: ${database.description}`);
  app.log.info(`files: ${fileStorage.description}`);
  // Documents still kept in Postgres (a site upgraded from before the file storage) are moved in the background.
  void moveFilesAtStartUp(database, fileStorage, app.log);
  const rewriteRisk = config.nodeEnv === 'production' ? await auditLogRewriteRisk(database) : undefined;
  if (rewriteRisk) app.log.warn(rewriteRisk);
  app.log.info(`payments: ${localStripe ? `${localStripe.gateway.description} (no Stripe keys set)` : 'Stripe API'}`);
  // In the background: the site serves while Stripe answers (or does not).
  if (config.stripe) {
    const gateway = createStripeGateway({ apiKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret });
    void checkStripeAccount(gateway, config.publicUrl, app.log);
  }
  app.log.info(`site ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error('the server could not start:', error);
  process.exit(1);
});
