import type Stripe from 'stripe';
import { newId } from '../ids.js';

/** The one account the emulator is: a US account in test mode that can take charges. */
export function buildAccount(created: number): Stripe.Account {
  return {
    id: 'acct_emulator',
    object: 'account',
    business_type: 'company',
    charges_enabled: true,
    country: 'US',
    created,
    default_currency: 'usd',
    details_submitted: true,
    email: 'owner@emulator.test',
    metadata: {},
    payouts_enabled: true,
    settings: {
      branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
      card_payments: { decline_on: { avs_failure: false, cvc_failure: false }, statement_descriptor_prefix: null, statement_descriptor_prefix_kana: null, statement_descriptor_prefix_kanji: null },
      dashboard: { display_name: 'Stripe emulator', timezone: 'Etc/UTC' },
      payments: {
        statement_descriptor: 'STRIPE EMULATOR',
        statement_descriptor_kana: null,
        statement_descriptor_kanji: null,
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
    },
    type: 'standard',
  } satisfies Stripe.Account;
}

/** What `webhookEndpoints` (an option of startStripeEmulator) gives for each endpoint. */
export interface WebhookEndpointConfig {
  url: string;
  /** Event types, or `'*'` for all. */
  enabled_events: string[];
  /** The version events are rendered in; null: the account's default. */
  api_version: string | null;
}

export function buildWebhookEndpoint(config: WebhookEndpointConfig, created: number): Stripe.WebhookEndpoint {
  return {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: config.api_version,
    application: null,
    created,
    description: null,
    enabled_events: [...config.enabled_events],
    livemode: false,
    metadata: {},
    status: 'enabled',
    url: config.url,
  } satisfies Stripe.WebhookEndpoint;
}

/** Whether an endpoint receives an event of this type, as Stripe decides it. */
export const endpointReceives = (endpoint: Stripe.WebhookEndpoint, type: string) =>
  endpoint.status === 'enabled' && (endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type));
