import type Stripe from 'stripe';
import type { EmulatorClock } from './clock.js';
import type { DunningSettings } from './dunning.js';
import type { EventDispatcher } from './events.js';
import type { EmulatorStore } from './store.js';

/** What every operation of the emulator works with; `baseUrl` is known once the server listens. */
export interface EmulatorContext {
  store: EmulatorStore;
  clock: EmulatorClock;
  events: EventDispatcher;
  baseUrl: string;
  /** The retry schedule of failed renewals; a control may change it while running. */
  dunning: DunningSettings;
  /** The account's webhook endpoints: an event type none of them enables is not delivered. */
  webhookEndpoints: Stripe.WebhookEndpoint[];
}
