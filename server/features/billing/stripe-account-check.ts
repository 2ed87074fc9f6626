import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeGateway } from './stripe-client.js';
import { HANDLED_EVENT_TYPES } from './stripe-events.js';

/** The calls the start-up check makes: both read-only. */
export type StripeAccountReader = { accounts: Pick<Stripe['accounts'], 'retrieve'>; webhookEndpoints: Pick<Stripe['webhookEndpoints'], 'list'> };

/** Quick and once: a Stripe that does not answer must not hold the start up. */
const CHECK_OPTIONS = { timeout: 5_000, maxNetworkRetries: 0 } as const;

/** The API version the SDK pins, which every call of the site and every event it reads are shaped by. */
export const SITE_API_VERSION: string = Stripe.API_VERSION;

/** What was found of the endpoints that point at the site; `webhookReachesSite` is null when the key may not read them. */
export type StripeAccountCheck =
  | { outcome: 'checked'; accountId: string | null; livemode: boolean; webhookReachesSite: boolean | null; missingEventTypes: string[]; otherApiVersions: (string | null)[] }
  | { outcome: 'unreachable' }
  | { outcome: 'refused'; message: string };

/** The line, once at start, for what the API does not show (docs/operations.md, Failed renewals). */
export const RETRY_SETTINGS_NOTE =
  "stripe: the retry settings of failed renewals (Smart Retries or a schedule, and whether the subscription is marked unpaid or canceled after the last retry) cannot be read through Stripe's API: check them in the Dashboard (docs/operations.md, Failed renewals)";

/**
 * At start-up: which Stripe account and mode the key opens (logged), and whether the enabled
 * webhook endpoints that point at this site's webhook send every event type the site handles, in
 * the API version the SDK pins; one warning line names what differs (no endpoint; the missing
 * types; the two versions). A type no endpoint sends is never delivered, and the reconciliation
 * finds it only while Stripe keeps it. Stripe's retry settings cannot be read: a warning says
 * where to check them. A Stripe that cannot be reached is skipped with a warning; a restricted key
 * that may not read webhook endpoints skips that part with a warning; only a key Stripe refuses
 * outright is logged at error.
 */
export async function checkStripeAccount(
  gateway: Pick<StripeGateway, 'livemode'> & { client: StripeAccountReader },
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<StripeAccountCheck> {
  const webhookUrl = `${publicUrl.replace(/\/+$/, '')}/api/v1/stripe/webhook`;
  const mode = gateway.livemode ? 'live' : 'test';
  try {
    const accountId = await readAccountId(gateway.client, log);
    if (accountId) log.info({ stripeAccount: accountId, mode }, `payments: Stripe account ${accountId} in ${mode} mode`);
    log.warn(RETRY_SETTINGS_NOTE);
    const endpoints = await listEndpoints(gateway.client, log);
    const checked = { outcome: 'checked' as const, accountId, livemode: gateway.livemode };
    if (!endpoints) return { ...checked, webhookReachesSite: null, missingEventTypes: [], otherApiVersions: [] };
    const ours = endpoints.filter((endpoint) => endpoint.status === 'enabled' && endpoint.url.replace(/\/+$/, '') === webhookUrl);
    if (ours.length === 0) {
      log.warn({ webhookUrl }, `stripe: no enabled webhook endpoint of this account points at ${webhookUrl}; events reach the site only through the reconciliation (docs/operations.md)`);
      return { ...checked, webhookReachesSite: false, missingEventTypes: [], otherApiVersions: [] };
    }
    return { ...checked, webhookReachesSite: true, ...compareEndpoints(ours, webhookUrl, log) };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError) {
      log.warn('stripe: not reachable at start-up; the account and webhook check was skipped');
      return { outcome: 'unreachable' };
    }
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof Stripe.errors.StripeAuthenticationError) {
      log.error({ err: error }, `stripe: the key was refused at start-up (${message}); payments will fail until STRIPE_SECRET_KEY is fixed`);
      return { outcome: 'refused', message };
    }
    // Stripe failing for a moment (a 5xx, a rate limit) says nothing of the key.
    log.warn({ err: error }, `stripe: the account and webhook check failed at start-up (${message}) and was skipped`);
    return { outcome: 'unreachable' };
  }
}

/** The account's id; null when the key may not read the account (a restricted key), said in a warning. */
async function readAccountId(client: StripeAccountReader, log: FastifyBaseLogger): Promise<string | null> {
  try {
    return (await client.accounts.retrieve(null, {}, CHECK_OPTIONS)).id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripePermissionError)) throw error;
    log.warn({ err: error }, 'stripe: the account check was skipped: the key may not read the account (a restricted key)');
    return null;
  }
}

/** Every endpoint of the account; undefined when the key may not read them (a restricted key), said in a warning. */
async function listEndpoints(client: StripeAccountReader, log: FastifyBaseLogger): Promise<Stripe.WebhookEndpoint[] | undefined> {
  try {
    return (await client.webhookEndpoints.list({ limit: 100 }, CHECK_OPTIONS)).data;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripePermissionError)) throw error;
    log.warn({ err: error }, 'stripe: the webhook check was skipped: the key may not read webhook endpoints (a restricted key); payments are not affected');
    return undefined;
  }
}

/**
 * The handled types none of the site's endpoints sends (`*` sends all), and the API versions they
 * send in that are not the SDK's (null: the account's default, which the API does not show).
 */
function compareEndpoints(ours: Stripe.WebhookEndpoint[], webhookUrl: string, log: FastifyBaseLogger) {
  const sent = new Set(ours.flatMap((endpoint) => endpoint.enabled_events));
  const missingEventTypes = sent.has('*') ? [] : HANDLED_EVENT_TYPES.filter((type) => !sent.has(type));
  if (missingEventTypes.length > 0) {
    log.warn(
      { webhookUrl, missingEventTypes },
      `stripe: the webhook endpoint at ${webhookUrl} does not send ${missingEventTypes.length} event type${missingEventTypes.length === 1 ? '' : 's'} the site handles: ${missingEventTypes.join(', ')}; enable ${missingEventTypes.length === 1 ? 'it' : 'them'} in the Dashboard (docs/operations.md)`,
    );
  }
  const otherApiVersions = [...new Set(ours.map((endpoint) => endpoint.api_version))].filter((version) => version !== SITE_API_VERSION);
  if (otherApiVersions.length > 0) {
    const named = otherApiVersions.map((version) => version ?? "the account's default version").join(', ');
    log.warn(
      { webhookUrl, endpointApiVersions: otherApiVersions, siteApiVersion: SITE_API_VERSION },
      `stripe: the webhook endpoint at ${webhookUrl} sends events in API version ${named}, the site reads ${SITE_API_VERSION}; make an endpoint on ${SITE_API_VERSION} (docs/operations.md)`,
    );
  }
  return { missingEventTypes, otherApiVersions };
}
