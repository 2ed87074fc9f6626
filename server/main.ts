import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { auditLogRewriteRisk } from './db/app-role.js';
import { openDatabase } from './db/database.js';
import { ensureInitialAdmin } from './features/auth/auth.service.js';
import { deliverOverHttp, startLocalStripe, type LocalStripe } from './features/billing/local-stripe.js';
import { checkStripeAccount } from './features/billing/stripe-account-check.js';
import { createStripeGateway } from './features/billing/stripe-client.js';
import { seedDemoJobsIfEmpty } from './features/jobs/demo-jobs.js';

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
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  // Without Stripe keys (never in production) payments go through the local emulator.
  let listeningPort = config.port;
  const localStripe: LocalStripe | undefined = config.stripe
    ? undefined
    : await startLocalStripe(config, deliverOverHttp(() => `http://127.0.0.1:${listeningPort}/api/v1/stripe/webhook`));
  const app = await buildApp({ config, database, stripe: localStripe?.gateway });

  if (await ensureInitialAdmin(database.db, config.initialAdmin)) {
    app.log.info(`admin account ${config.initialAdmin?.email} created`);
  }
  if (config.nodeEnv !== 'production') {
    const added = await seedDemoJobsIfEmpty(database.db);
    if (added > 0) app.log.info(`${added} demo jobs added to the empty job board`);
  }

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
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (typeof address === 'object' && address) listeningPort = address.port;
  app.log.info(`database: ${database.description}`);
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
