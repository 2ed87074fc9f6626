import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { localWebhookSecret } from '../server/features/billing/local-stripe.js';
import { getOk, type BenchContext } from './context.js';
import { withPgClient } from './sql-client.js';
import { ms, percentile, timeSequential } from './stats.js';

const selection = {
  region: 'US',
  role: 'jr_technical',
  amount: 1,
  showAmount: '$1',
  noOfRoles: 1,
  noOfMonths: 3,
  billingCycle: 'monthly',
  description: 'bench',
  currency: 'usd',
};

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Runs `count` calls of `call`, `concurrency` at a time; answers calls per second and p95. */
async function throughput(call: (index: number) => Promise<void>, count: number, concurrency: number) {
  const samples: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const begin = performance.now();
        await call(index);
        samples.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  samples.sort((a, b) => a - b);
  return { perSecond: count / seconds, p95: percentile(samples, 95) };
}

/** Calls timeSequential makes before it times (stats.ts). */
const WARM_UP_CALLS = 5;

/**
 * Billing against the app's own Stripe emulator (the app runs without Stripe keys):
 *  - createSubscribe p95 (a customer, an order row and a Checkout Session per call);
 *  - signed `customer.subscription.updated` events: the webhook's answers per second and p95 (it
 *    queues the sync and answers), then events per second through to the database (each a re-read
 *    from Stripe on the task queue and one transaction that stores the event id);
 * each beside the bare route in the same run. Reported, without targets.
 */
export async function benchBilling({ book, sizes, app, bare, databaseUrl }: BenchContext) {
  const api = `${app.origin}/api/v1`;
  // Checkout sessions are limited to 10 a minute per account: the timed calls rotate over buyers.
  const buyerCount = Math.ceil((sizes.billing.checkouts + WARM_UP_CALLS) / 10);
  const buyers: Record<string, string>[] = [];
  const emails: string[] = [];
  for (let index = 0; index < buyerCount; index += 1) {
    const email = `bench-buyer-${randomBytes(4).toString('hex')}@example.com`;
    // Sign-ups are limited per address: each buyer comes from one of its own (a documentation address).
    const from = { 'x-forwarded-for': `192.0.2.${index + 1}` };
    const { token } = (await postJson(`${api}/users/register`, { name: 'Bench Buyer', email, password: 'bench-password-1' }, from)) as { token: string };
    buyers.push({ authorization: `Bearer ${token}` });
    emails.push(email);
  }
  // Buying needs a proven mailbox: as if each buyer had opened the link mailed at sign-up.
  await withPgClient(databaseUrl, (client) => client.query('update users set email_verified_at = now() where email = any($1)', [emails]));
  let call = 0;
  let auth = buyers[0]!;

  book.note('\nBilling against the local Stripe emulator');
  const yardstick = await timeSequential(getOk(bare.origin), sizes.sequentialRequests);
  book.note(`  bare Fastify JSON route: p50 ${ms(yardstick.p50)}, p95 ${ms(yardstick.p95)}`);
  let checkoutUrl = '';
  await book.measure('billing', 'POST /stripe/createSubscribe: p95', 'ms', 'reported', async () => {
    const checkout = await timeSequential(async () => {
      auth = buyers[call++ % buyers.length]!;
      checkoutUrl = String((await postJson(`${api}/stripe/createSubscribe`, selection, auth)).url);
    }, sizes.billing.checkouts);
    return { value: checkout.p95, detail: `p50 ${ms(checkout.p50)}` };
  });
  if (!checkoutUrl) throw new Error('no checkout session to pay: the webhook events would name no subscription');

  // One paid subscription for the events to name, paid through the emulator's hosted page.
  const url = new URL(checkoutUrl);
  const sessionId = url.pathname.split('/').pop()!;
  const address = new URLSearchParams({ name: 'Bench Buyer', line1: '1 Bench Street', city: 'Austin', postal_code: '73301', country: 'US' });
  const paid = await fetch(`${url.origin}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual', body: address });
  if (paid.status >= 400) throw new Error(`emulator pay: ${paid.status}`);
  const { subscriptionId } = (await postJson(`${api}/stripe/checkout-sessions/${sessionId}/confirm`, {}, auth)) as { subscriptionId: string };

  const signer = new Stripe('sk_bench_signer');
  const events = Array.from({ length: sizes.billing.events }, () => {
    // As the emulator (and Stripe in test mode) sends it: the webhook refuses an event of the other mode (livemode).
    const payload = JSON.stringify({
      id: `evt_bench_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.subscription.updated',
      data: { object: { id: subscriptionId, object: 'subscription' } },
    });
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: localWebhookSecret }) };
  });
  const bareRate = await throughput(getOk(bare.origin), sizes.billing.events, 10);
  book.note(`  bare Fastify JSON route, 10 at a time: ${bareRate.perSecond.toFixed(0)} /s, p95 ${ms(bareRate.p95)}`);
  const started = performance.now();
  const webhookRate = await throughput(async (index) => {
    const { payload, signature } = events[index]!;
    const response = await fetch(`${api}/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (response.status !== 200) throw new Error(`webhook: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }, events.length, 10);
  book.record('billing', 'signed webhook events answered (10 at a time)', webhookRate.perSecond, '/s', 'reported', `p95 ${ms(webhookRate.p95)}`);
  book.record('billing', 'signed webhook events answered: p95', webhookRate.p95, 'ms', 'reported');
  const synced = await waitForStoredEvents(databaseUrl, events.length, 300_000);
  const seconds = (performance.now() - started) / 1000;
  if (synced < events.length) throw new Error(`only ${synced} of ${events.length} events synced within 5 minutes`);
  book.record('billing', 'events synced through to the database', synced / seconds, '/s', 'reported', `${synced} in ${seconds.toFixed(1)} s; 105 /s when synced inside the request`);
}

/** Polls until `count` bench events are stored (each stored by the sync that handled it). */
async function waitForStoredEvents(databaseUrl: string, count: number, timeoutMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from stripe_events where id like 'evt_bench_%'");
      const stored = rows[0]?.n ?? 0;
      if (stored >= count || Date.now() > deadline) return stored;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
