import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { startLocalStripe, type LocalStripe } from '../../features/billing/local-stripe.js';
import { createOutboxMailer } from '../../features/mail/mailer.js';
import { STRIPE_EVENT_TASK } from '../../features/billing/stripe-events.js';
import { waitUntilIdle } from '../../lib/task-queue.js';

export interface LocalBillingApp {
  app: FastifyInstance;
  stripe: LocalStripe;
  close(): Promise<void>;
}

/**
 * The app, not listening, and the local Stripe emulator on the data folder's state (the same
 * state file and port the server uses), its events delivered into the app through `inject`.
 * Mail goes to the outbox table: demo receipts must never reach an SMTP server.
 */
export async function startLocalBillingApp(config: Config, database: DatabaseHandle, options: { clockStart?: number } = {}): Promise<LocalBillingApp> {
  // Bound once the app exists: each of the two needs the other.
  const target: { app?: FastifyInstance } = {};
  const stripe = await startLocalStripe(config, async (payload, signature) => {
    if (!target.app) return 503;
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    return response.statusCode;
  }, options);
  try {
    target.app = await buildApp({ config, database, stripe: stripe.gateway, mailer: createOutboxMailer(database.db) });
    await target.app.ready();
  } catch (error) {
    await stripe.close();
    throw error;
  }
  const app = target.app;
  return {
    app,
    stripe,
    close: async () => {
      // Stripe's events are synced on the task queue: the demo data is whole only once they are.
      await waitUntilIdle(database, STRIPE_EVENT_TASK, 60_000);
      await app.close();
      await stripe.close();
    },
  };
}
