import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { stripeKeyMode } from '../../lib/stripe-keys.js';

/** What the app needs of Stripe: the SDK client and the secret that signs webhook deliveries. */
export interface StripeGateway {
  client: Stripe;
  webhookSecret: string;
  /** The key is a live one: only live events are taken (a test key: only test events). */
  livemode: boolean;
  /** e.g. `Stripe API` or `Stripe emulator at http://127.0.0.1:4242`. */
  description: string;
  /** The invoice a subscription will be charged next, as Stripe previews it (seats, invoice items waiting, prorations). */
  previewNextInvoice(subscription: { customer: string; subscription: string }): Promise<Stripe.Invoice>;
}

/** Stripe's invoice preview (a read, though a POST: it creates nothing, so it needs no idempotency key). */
const previewNextInvoiceOf = (client: Stripe) => (subscription: { customer: string; subscription: string }) =>
  client.invoices.createPreview({ customer: subscription.customer, subscription: subscription.subscription });

export interface StripeAddress {
  apiKey: string;
  webhookSecret: string;
  /** Given for the local emulator; real Stripe uses the SDK's defaults. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The SDK client on the version it pins (2026-10-28.endive); every POST carries an idempotency key. */
export function createStripeGateway(address: StripeAddress): StripeGateway {
  const local = address.host !== undefined;
  const client = new Stripe(address.apiKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(local ? { host: address.host, port: address.port, protocol: address.protocol ?? 'http' } : {}),
  });
  return {
    client,
    webhookSecret: address.webhookSecret,
    livemode: stripeKeyMode(address.apiKey) === 'live',
    description: local ? `Stripe emulator at ${address.protocol ?? 'http'}://${address.host}:${address.port}` : 'Stripe API',
    previewNextInvoice: previewNextInvoiceOf(client),
  };
}

/**
 * Stands in when no Stripe is configured (tests of other features): every call fails at once, so
 * payment endpoints answer 502 and no webhook signature matches.
 */
export function unavailableStripeGateway(): StripeGateway {
  const client = new Stripe('sk_unavailable', { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  return {
    client,
    webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
    livemode: false,
    description: 'no Stripe configured',
    previewNextInvoice: previewNextInvoiceOf(client),
  };
}
