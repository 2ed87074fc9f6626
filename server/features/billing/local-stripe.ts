import path from 'node:path';
import type { EmulatorControls } from '../../../stripe-emulator/index.js';
import type { Config } from '../../config.js';
import { createStripeGateway, type StripeGateway } from './stripe-client.js';

/** Signs the emulator's events; only ever used outside production (the bench signs its own events with it). */
export const localWebhookSecret = 'whsec_local_emulator';

/** Hands one signed event to the app's webhook; resolves to the status it answered (0: not reached). */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

export interface LocalStripe {
  gateway: StripeGateway;
  /** What a buyer on the hosted page or Stripe's clock would do (the seed pays and renews with them). */
  controls: EmulatorControls;
  close(): Promise<void>;
}

/** Delivery to a listening server's webhook route. */
export function deliverOverHttp(webhookUrl: () => string): WebhookDelivery {
  return async (payload, signature) => {
    try {
      const response = await fetch(webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      return response.status;
    } catch {
      // Not listening yet (or stopping): the event stays pending, as Stripe would retry it.
      return 0;
    }
  };
}

/**
 * Outside production with no Stripe keys: the local emulator, its state kept in the data folder,
 * delivering its signed events to this server's own webhook. The emulator is loaded only here,
 * so a production start never imports it.
 */
export async function startLocalStripe(config: Config, deliverWebhook: WebhookDelivery, options: { clockStart?: number } = {}): Promise<LocalStripe> {
  if (config.nodeEnv === 'production') throw new Error('Stripe keys are required in production.');
  const { startStripeEmulator } = await import('../../../stripe-emulator/index.js');
  const webhookSecret = localWebhookSecret;
  const emulator = await startStripeEmulator({
    webhookSecret,
    nodeEnv: config.nodeEnv,
    stateFile: path.join(config.dataDir, 'stripe-emulator.json'),
    deliverWebhook,
    clockStart: options.clockStart,
  });
  const gateway = createStripeGateway({ apiKey: emulator.apiKey, webhookSecret, host: emulator.host, port: emulator.port, protocol: emulator.protocol });
  return { gateway, controls: emulator.controls, close: () => emulator.close() };
}
