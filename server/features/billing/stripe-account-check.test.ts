import { Writable } from 'node:stream';
import pino from 'pino';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkStripeAccount, type StripeAccountReader } from './stripe-account-check.js';

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines, warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg) };
}

function reader(endpoints: { url: string; status: string }[], failure?: Error): StripeAccountReader {
  return {
    accounts: {
      retrieve: async () => {
        if (failure) throw failure;
        return { id: 'acct_1Site' } as Stripe.Response<Stripe.Account>;
      },
    },
    webhookEndpoints: { list: (async () => ({ data: endpoints })) as unknown as StripeAccountReader['webhookEndpoints']['list'] },
  } as StripeAccountReader;
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the Stripe check at start-up', () => {
  it("logs the account's id and mode, and stays quiet when an enabled endpoint points at the site", async () => {
    const { log, lines, warnings } = capturedLog();
    const check = await checkStripeAccount({ livemode: true, client: reader([{ url: 'https://site.example/api/v1/stripe/webhook', status: 'enabled' }]) }, 'https://site.example', log);
    await flush();
    expect(check).toEqual({ outcome: 'checked', accountId: 'acct_1Site', livemode: true, webhookReachesSite: true });
    expect(lines.map((line) => line.msg)).toContain('payments: Stripe account acct_1Site in live mode');
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
});
