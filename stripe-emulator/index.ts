import { EmulatorClock } from './clock.js';
import type { EmulatorContext } from './context.js';
import { createControls, type EmulatorControls } from './controls.js';
import { EventDispatcher, type DeliveryMode } from './events.js';
import { buildEmulatorServer } from './server.js';
import { EmulatorStore } from './store.js';

export type { EmulatorControls } from './controls.js';
export type { CheckoutCompletion, CheckoutOutcome } from './checkout-completion.js';
export { signatureHeader } from './events.js';

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
  /** 'immediate' (default): events are delivered in order as they happen, before the operation resolves. 'manual': they wait for `deliver`/`deliverAll`. */
  delivery?: DeliveryMode;
}

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
  const clock = new EmulatorClock(store.state.clockOffset);
  const events = new EventDispatcher(store, clock, {
    webhookSecret: options.webhookSecret,
    deliverWebhook: options.deliverWebhook,
    delivery: options.delivery ?? 'immediate',
  });
  const context: EmulatorContext = { store, clock, events, baseUrl: '' };
  const controls = createControls(context);
  const server = buildEmulatorServer(context, controls, emulatorApiKey);
  await server.listen({ host, port: options.port ?? 0 });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  context.baseUrl = `http://${host}:${port}`;
  return {
    apiKey: emulatorApiKey,
    host,
    port,
    protocol: 'http',
    url: context.baseUrl,
    controls,
    close: () => server.close(),
  };
}
