import type { FastifyInstance } from 'fastify';
import { startStripeEmulator, type StripeEmulator } from '../../stripe-emulator/index.js';
import type { Config } from '../config.js';
import { createStripeGateway, type StripeGateway } from '../features/billing/stripe-client.js';
import { STRIPE_EVENT_TASK } from '../features/billing/stripe-events.js';
import { waitUntilIdle } from '../lib/task-queue.js';
import { createTestContext, type TestContext } from './test-app.js';
import { useTestApp, type TestAppOptions } from './use-test-app.js';

export const testWebhookSecret = 'whsec_billing_tests_secret';

export interface BillingTestContext extends TestContext {
  emulator: StripeEmulator;
  stripe: StripeGateway;
  /**
   * Waits until every Stripe event the webhook queued has been synced (or has failed for good):
   * what a customer sees a moment after Stripe tells the site.
   */
  settle(timeoutMs?: number): Promise<void>;
}

/** Sends a signed payload to the app's webhook as Stripe would. */
export function postWebhook(app: FastifyInstance, payload: string, signature: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
  });
}

/**
 * The app and a Stripe emulator that know each other: the app calls the emulator through the SDK,
 * the emulator delivers its signed events into the app through `inject` (bound once the app exists).
 */
export async function createBillingTestContext(
  options: { delivery?: 'immediate' | 'manual'; config?: Partial<Config> } = {},
): Promise<BillingTestContext> {
  // Bound once the app exists: each of the two needs the other.
  const target: { app?: FastifyInstance } = {};
  const emulator = await startStripeEmulator({
    webhookSecret: testWebhookSecret,
    nodeEnv: 'test',
    delivery: options.delivery ?? 'immediate',
    deliverWebhook: async (payload, signature) => (target.app ? (await postWebhook(target.app, payload, signature)).statusCode : 503),
  });
  const stripe = createStripeGateway({
    apiKey: emulator.apiKey,
    webhookSecret: testWebhookSecret,
    host: emulator.host,
    port: emulator.port,
    protocol: emulator.protocol,
  });
  const context = await createTestContext({ stripe, config: { logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', ...options.config } });
  target.app = context.app;
  return {
    ...context,
    emulator,
    stripe,
    settle: (timeoutMs = 15_000) => waitUntilIdle(context.database, STRIPE_EVENT_TASK, timeoutMs),
    close: async () => {
      // The emulator first: its retries must not reach an app that has closed its database.
      await emulator.close();
      await context.close();
    },
  };
}

/** useTestApp on the app and a Stripe emulator (createBillingTestContext): `settle`, `emulator` and `stripe` besides. */
export function useBillingTestApp(
  options: Parameters<typeof createBillingTestContext>[0] & Pick<TestAppOptions<BillingTestContext>, 'admin' | 'customer' | 'timeout'> = {},
) {
  const { admin, customer, timeout, ...billing } = options;
  return useTestApp({ admin, customer, timeout, create: () => createBillingTestContext(billing) });
}

/** The Checkout Session id at the end of the hosted page's address. */
export function sessionIdOf(checkoutUrl: string): string {
  const id = new URL(checkoutUrl).pathname.split('/').pop();
  if (!id?.startsWith('cs_')) throw new Error(`not a checkout address: ${checkoutUrl}`);
  return id;
}

