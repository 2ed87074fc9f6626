import { Writable } from 'node:stream';
import pino from 'pino';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from '../../../stripe-emulator/index.js';
import { createStripeGateway } from './stripe-client.js';
import { HANDLED_EVENT_TYPES } from './stripe-events.js';
import { checkStripeAccount, RETRY_SETTINGS_NOTE, SITE_API_VERSION, type StripeAccountReader } from './stripe-account-check.js';

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
      done();
    },
  });
  return {
    log: pino({ level: 'info' }, stream),
    lines,
    // The retry-settings note is said at every start; the tests read what else is warned of.
    warnings: () => lines.filter((line) => line.level === 40 && line.msg !== RETRY_SETTINGS_NOTE).map((line) => line.msg),
    errors: () => lines.filter((line) => line.level === 50).map((line) => line.msg),
  };
}

type EndpointStub = { url: string; status: string; enabled_events?: string[]; api_version?: string | null };

function reader(endpoints: EndpointStub[], failure?: Error, endpointsFailure?: Error): StripeAccountReader {
  return {
    accounts: {
      retrieve: async () => {
        if (failure) throw failure;
        return { id: 'acct_1Site' } as Stripe.Response<Stripe.Account>;
      },
    },
    webhookEndpoints: {
      list: (async () => {
        if (endpointsFailure) throw endpointsFailure;
        return { data: endpoints.map((endpoint) => ({ enabled_events: ['*'], api_version: SITE_API_VERSION, ...endpoint })) };
      }) as unknown as StripeAccountReader['webhookEndpoints']['list'],
    },
  } as StripeAccountReader;
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the Stripe check at start-up', () => {
  it("logs the account's id and mode, and stays quiet when an enabled endpoint points at the site", async () => {
    const { log, lines, warnings } = capturedLog();
    const check = await checkStripeAccount({ livemode: true, client: reader([{ url: 'https://site.example/api/v1/stripe/webhook', status: 'enabled' }]) }, 'https://site.example', log);
    await flush();
    expect(check).toEqual({ outcome: 'checked', accountId: 'acct_1Site', livemode: true, webhookReachesSite: true, missingEventTypes: [], otherApiVersions: [] });
    expect(lines.map((line) => line.msg)).toContain('payments: Stripe account acct_1Site in live mode');
    expect(lines.filter((line) => line.msg === RETRY_SETTINGS_NOTE)).toHaveLength(1);
    expect(warnings()).toEqual([]);
  });

  it('warns when no enabled webhook endpoint points at PUBLIC_URL', async () => {
    const { log, warnings } = capturedLog();
    const endpoints = [
      { url: 'https://site.example/api/v1/stripe/webhook', status: 'disabled' },
      { url: 'https://old-site.example/api/v1/stripe/webhook', status: 'enabled' },
    ];
    const check = await checkStripeAccount({ livemode: false, client: reader(endpoints) }, 'https://site.example', log);
    await flush();
    expect(check).toMatchObject({ outcome: 'checked', livemode: false, webhookReachesSite: false });
    expect(warnings()).toEqual([expect.stringContaining('no enabled webhook endpoint of this account points at https://site.example/api/v1/stripe/webhook')]);
  });

  it('skips the check with a warning when Stripe cannot be reached', async () => {
    const { log, warnings } = capturedLog();
    const offline = new Stripe.errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' });
    expect(await checkStripeAccount({ livemode: true, client: reader([], offline) }, 'https://site.example', log)).toEqual({ outcome: 'unreachable' });
    await flush();
    expect(warnings()).toEqual(['stripe: not reachable at start-up; the account and webhook check was skipped']);
  });

  it('with a restricted key that may not read webhook endpoints: one warning that the webhook check was skipped, no error', async () => {
    const { log, warnings, errors } = capturedLog();
    const denied = new Stripe.errors.StripePermissionError({ message: 'The provided key does not have the required permissions for this endpoint.', type: 'invalid_request_error' });
    const check = await checkStripeAccount({ livemode: true, client: reader([], undefined, denied) }, 'https://site.example', log);
    await flush();
    expect(check).toMatchObject({ outcome: 'checked', accountId: 'acct_1Site', webhookReachesSite: null });
    expect(warnings()).toEqual(['stripe: the webhook check was skipped: the key may not read webhook endpoints (a restricted key); payments are not affected']);
    expect(errors()).toEqual([]);
  });

  it('logs "payments will fail" only for a key Stripe refuses outright', async () => {
    const { log, errors } = capturedLog();
    const refused = new Stripe.errors.StripeAuthenticationError({ message: 'Invalid API Key provided: sk_live_****abcd', type: 'invalid_request_error' });
    expect(await checkStripeAccount({ livemode: true, client: reader([], refused) }, 'https://site.example', log)).toMatchObject({ outcome: 'refused' });
    await flush();
    expect(errors()).toEqual([expect.stringContaining('payments will fail until STRIPE_SECRET_KEY is fixed')]);
  });
});

describe('the Stripe check at start-up, against the emulator', () => {
  let emulator: StripeEmulator | undefined;
  afterEach(async () => {
    await emulator?.close();
    emulator = undefined;
  });

  /** An emulator whose one endpoint points at the site with these settings, and the site's gateway to it. */
  async function siteWithEndpoint(endpoint: { enabled_events: string[]; api_version: string | null }) {
    emulator = await startStripeEmulator({
      webhookSecret: 'whsec_account_check',
      nodeEnv: 'test',
      deliverWebhook: async () => 200,
      webhookEndpoints: [{ url: 'https://site.example/api/v1/stripe/webhook', ...endpoint }],
    });
    return createStripeGateway({ apiKey: emulator.apiKey, webhookSecret: 'whsec_account_check', host: emulator.host, port: emulator.port, protocol: emulator.protocol });
  }

  it('names the one handled type the endpoint does not send, in exactly one warning', async () => {
    const enabled = HANDLED_EVENT_TYPES.filter((type) => type !== 'invoice.payment_action_required');
    const gateway = await siteWithEndpoint({ enabled_events: enabled, api_version: SITE_API_VERSION });
    const { log, warnings } = capturedLog();
    const check = await checkStripeAccount(gateway, 'https://site.example', log);
    await flush();
    expect(check).toMatchObject({ outcome: 'checked', webhookReachesSite: true, missingEventTypes: ['invoice.payment_action_required'], otherApiVersions: [] });
    expect(warnings()).toEqual([
      'stripe: the webhook endpoint at https://site.example/api/v1/stripe/webhook does not send 1 event type the site handles: invoice.payment_action_required; enable it in the Dashboard (docs/operations.md)',
    ]);
  });

  it('names both versions when the endpoint sends another API version than the SDK pins', async () => {
    const gateway = await siteWithEndpoint({ enabled_events: ['*'], api_version: '2025-03-31.basil' });
    const { log, warnings } = capturedLog();
    const check = await checkStripeAccount(gateway, 'https://site.example', log);
    await flush();
    expect(check).toMatchObject({ outcome: 'checked', missingEventTypes: [], otherApiVersions: ['2025-03-31.basil'] });
    expect(warnings()).toEqual([
      `stripe: the webhook endpoint at https://site.example/api/v1/stripe/webhook sends events in API version 2025-03-31.basil, the site reads ${SITE_API_VERSION}; make an endpoint on ${SITE_API_VERSION} (docs/operations.md)`,
    ]);
  });

  it("is quiet (but for the retry settings' note) when the endpoint sends every event in the SDK's version", async () => {
    const gateway = await siteWithEndpoint({ enabled_events: ['*'], api_version: SITE_API_VERSION });
    const { log, lines, warnings } = capturedLog();
    const check = await checkStripeAccount(gateway, 'https://site.example', log);
    await flush();
    expect(check).toMatchObject({ outcome: 'checked', webhookReachesSite: true, missingEventTypes: [], otherApiVersions: [] });
    expect(warnings()).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain(`payments: Stripe account ${(check as { accountId: string }).accountId} in test mode`);
  });
});
