import { EmulatorClock } from './clock.js';
import type { EmulatorContext } from './context.js';
import Stripe from 'stripe';
import { createControls, type EmulatorControls } from './controls.js';
import { checkDunningSettings, defaultDunning, type DunningSettings } from './dunning.js';
import { buildWebhookEndpoint, endpointReceives, type WebhookEndpointConfig } from './objects/account.js';
import { EventDispatcher, defaultRetrySchedule, type DeliveryMode, type WebhookRetrySchedule } from './events.js';
import { buildEmulatorServer } from './server.js';
import { EmulatorStore } from './store.js';

export type { EmulatorControls } from './controls.js';
export type { CheckoutCompletion, CheckoutOutcome } from './checkout-completion.js';
export { signatureHeader, defaultRetrySchedule, type WebhookRetrySchedule } from './events.js';
export type { EventDelivery } from './store.js';
export type { DunningSettings } from './dunning.js';
export type { WebhookEndpointConfig } from './objects/account.js';

export interface StripeEmulatorOptions {
  /** whsec_… secret; every event is signed as Stripe does, so the app's `stripe.webhooks.constructEvent` accepts it. */
  webhookSecret: string;
  /** Sends one signed event to the app; resolves to the HTTP status the app answered. */
  deliverWebhook: (payload: string, signatureHeader: string) => Promise<number>;
  /** 'production' is refused: real money goes through Stripe, never through this. */
  nodeEnv: 'development' | 'test' | 'production';
  /** Default 0 (a free port) on 127.0.0.1. */
  port?: number;
  /** JSON file the state is loaded from and saved to, so a dev restart keeps customers, subscriptions and invoices. */
  stateFile?: string;
  /**
   * Unix seconds a new state's clock starts at, e.g. months ago so a seed can bill past periods up
   * to today. Ignored once the state holds any customer, session, subscription or invoice: moving
   * the clock back under them would break their periods.
   */
  clockStart?: number;
  /** 'immediate' (default): events are delivered in order as they happen, before the operation resolves. 'manual': they wait for `deliver`/`deliverAll`. */
  delivery?: DeliveryMode;
  /**
   * Immediate mode: an event the app does not acknowledge is retried on Stripe's backoff,
   * compressed (default 1 s doubling to 5 min, 16 tries), and after a restart with the same state
   * file. `false`: no automatic retries. Manual mode never retries by itself.
   */
  webhookRetries?: Partial<WebhookRetrySchedule> | false;
  /**
   * Stripe's retry settings for failed renewals: retries `retryDays` days after the first failed
   * attempt, as the clock sees them, then the subscription `unpaid` or canceled. Default
   * `{ retryDays: [3, 5, 7], afterLast: 'unpaid' }`; the `setDunning` control changes it.
   */
  dunning?: DunningSettings;
  /**
   * The account's webhook endpoints, as `GET /v1/webhook_endpoints` lists them; an event type no
   * enabled endpoint lists (or `'*'`) is not delivered, as with Stripe. Every delivery still goes
   * to `deliverWebhook`. Default: one endpoint at the site's webhook path, all events, the SDK's
   * pinned API version.
   */
  webhookEndpoints?: WebhookEndpointConfig[];
}

/** The site's webhook route: the default endpoint points there. */
export const defaultWebhookEndpoint: WebhookEndpointConfig = {
  url: 'http://127.0.0.1/api/v1/stripe/webhook',
  enabled_events: ['*'],
  api_version: Stripe.API_VERSION,
};

export interface StripeEmulator {
  /** Requests with any other key get Stripe's 401. */
  apiKey: string;
  host: string;
  port: number;
  protocol: 'http';
  /** http://127.0.0.1:PORT */
  url: string;
  controls: EmulatorControls;
  close(): Promise<void>;
}

const emulatorApiKey = 'sk_test_emulator';
const host = '127.0.0.1';

export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  if (options.nodeEnv === 'production') {
    throw new Error('The Stripe emulator does not run in production: set the Stripe keys instead.');
  }
  const store = EmulatorStore.open(options.stateFile);
  if (options.clockStart !== undefined && store.isEmpty()) store.state.clockOffset = options.clockStart - Math.floor(Date.now() / 1000);
  const clock = new EmulatorClock(store.state.clockOffset);
  const webhookEndpoints = (options.webhookEndpoints ?? [defaultWebhookEndpoint]).map((endpoint) => buildWebhookEndpoint(endpoint, clock.now()));
  const events = new EventDispatcher(store, clock, {
    webhookSecret: options.webhookSecret,
    deliverWebhook: options.deliverWebhook,
    delivery: options.delivery ?? 'immediate',
    retry: options.webhookRetries === false ? null : { ...defaultRetrySchedule, ...options.webhookRetries },
    receives: (type) => webhookEndpoints.some((endpoint) => endpointReceives(endpoint, type)),
  });
  const dunning = checkDunningSettings(options.dunning ?? defaultDunning);
  const context: EmulatorContext = { store, clock, events, baseUrl: '', dunning, webhookEndpoints };
  const controls = createControls(context);
  const server = buildEmulatorServer(context, controls, emulatorApiKey);
  await listenOnPreferredPort(server, options.port, store.state.port);
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  context.baseUrl = `http://${host}:${port}`;
  if (store.state.port !== port) {
    store.state.port = port;
    store.save();
  }
  events.start();
  return {
    apiKey: emulatorApiKey,
    host,
    port,
    protocol: 'http',
    url: context.baseUrl,
    controls,
    close: async () => {
      await events.close();
      await server.close();
    },
  };
}

/**
 * The port asked for; else the one a kept state last used (the hosted-page addresses stored in
 * it, e.g. invoice links, stay valid after a restart), falling back to any free port when taken.
 */
async function listenOnPreferredPort(server: { listen(options: { host: string; port: number }): Promise<unknown> }, asked: number | undefined, last: number | undefined) {
  if (asked !== undefined || !last) {
    await server.listen({ host, port: asked ?? 0 });
    return;
  }
  try {
    await server.listen({ host, port: last });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await server.listen({ host, port: 0 });
  }
}
