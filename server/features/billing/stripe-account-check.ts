import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeGateway } from './stripe-client.js';

/** The calls the start-up check makes: both read-only. */
export type StripeAccountReader = { accounts: Pick<Stripe['accounts'], 'retrieve'>; webhookEndpoints: Pick<Stripe['webhookEndpoints'], 'list'> };

/** Quick and once: a Stripe that does not answer must not hold the start up. */
const CHECK_OPTIONS = { timeout: 5_000, maxNetworkRetries: 0 } as const;

export type StripeAccountCheck =
  | { outcome: 'checked'; accountId: string; livemode: boolean; webhookReachesSite: boolean }
  | { outcome: 'unreachable' }
  | { outcome: 'refused'; message: string };

/**
 * At start-up: which Stripe account and mode the key opens (logged), and whether an enabled webhook
 * endpoint points at this site's webhook (a warning when none does: every event would be lost to
 * the reconciliation's five-minute lag, or missed for good past a day). A Stripe that cannot be
 * reached is skipped with a warning; a key it refuses is logged at error.
 */
export async function checkStripeAccount(
  gateway: Pick<StripeGateway, 'livemode'> & { client: StripeAccountReader },
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<StripeAccountCheck> {
  const webhookUrl = `${publicUrl.replace(/\/+$/, '')}/api/v1/stripe/webhook`;
  const mode = gateway.livemode ? 'live' : 'test';
  try {
    const account = await gateway.client.accounts.retrieve(null, {}, CHECK_OPTIONS);
    const endpoints = await gateway.client.webhookEndpoints.list({ limit: 100 }, CHECK_OPTIONS);
    const webhookReachesSite = endpoints.data.some((endpoint) => endpoint.status === 'enabled' && endpoint.url.replace(/\/+$/, '') === webhookUrl);
    log.info({ stripeAccount: account.id, mode }, `payments: Stripe account ${account.id} in ${mode} mode`);
    if (!webhookReachesSite) {
      log.warn({ webhookUrl }, `stripe: no enabled webhook endpoint of this account points at ${webhookUrl}; events reach the site only through the reconciliation (docs/operations.md)`);
    }
    return { outcome: 'checked', accountId: account.id, livemode: gateway.livemode, webhookReachesSite };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError) {
      log.warn('stripe: not reachable at start-up; the account and webhook check was skipped');
      return { outcome: 'unreachable' };
    }
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, `stripe: the key was refused at start-up (${message}); payments will fail until STRIPE_SECRET_KEY is fixed`);
    return { outcome: 'refused', message };
  }
}
