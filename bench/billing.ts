import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { localWebhookSecret } from '../server/features/billing/local-stripe.js';
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

/**
 * Billing against the app's own Stripe emulator (the app runs without Stripe keys):
 *  - createSubscribe p95 (a customer, an order row and a Checkout Session per call);
 *  - signed `customer.subscription.updated` events: the webhook's answers per second and p95 (it
 *    queues the sync and answers), then events per second through to the database (each a re-read
 *    from Stripe on the task queue and one transaction that stores the event id);
 * each beside the bare route in the same run.
 */
export async function benchBilling(appPort: number, barePort: number, databaseUrl: string) {
  const app = `http://127.0.0.1:${appPort}/api/v1`;
  // Checkout sessions are limited to 10 a minute per account: the 105 timed calls rotate over buyers.
  const buyers: Record<string, string>[] = [];
  for (let index = 0; index < 11; index += 1) {
    const email = `bench-buyer-${randomBytes(4).toString('hex')}@example.com`;
    // Sign-ups are limited per address: each buyer comes from one of its own (a documentation address).
    const from = { 'x-forwarded-for': `192.0.2.${index + 1}` };
    const { token } = (await postJson(`${app}/users/register`, { name: 'Bench Buyer', email, password: 'bench-password-1' }, from)) as { token: string };
    buyers.push({ authorization: `Bearer ${token}` });
  }
  let call = 0;
  let auth = buyers[0]!;

  console.log('\nBilling against the local Stripe emulator');
  const bare = await timeSequential(async () => {
    await (await fetch(`http://127.0.0.1:${barePort}/`)).arrayBuffer();
  }, 100);
  console.log(`  ${'bare Fastify JSON route'.padEnd(46)} p50 ${ms(bare.p50).padStart(9)}   p95 ${ms(bare.p95).padStart(9)}`);
  let checkoutUrl = '';
  const checkout = await timeSequential(async () => {
    auth = buyers[call++ % buyers.length]!;
    checkoutUrl = String((await postJson(`${app}/stripe/createSubscribe`, selection, auth)).url);
  }, 100);
  console.log(`  ${'POST /stripe/createSubscribe'.padEnd(46)} p50 ${ms(checkout.p50).padStart(9)}   p95 ${ms(checkout.p95).padStart(9)}`);

  // One paid subscription for the events to name, paid through the emulator's hosted page.
  const url = new URL(checkoutUrl);
  const sessionId = url.pathname.split('/').pop()!;
  const address = new URLSearchParams({ name: 'Bench Buyer', line1: '1 Bench Street', city: 'Austin', postal_code: '73301', country: 'US' });
  const paid = await fetch(`${url.origin}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual', body: address });
  if (paid.status >= 400) throw new Error(`emulator pay: ${paid.status}`);
  const { subscriptionId } = (await postJson(`${app}/stripe/checkout-sessions/${sessionId}/confirm`, {}, auth)) as { subscriptionId: string };

  const signer = new Stripe('sk_bench_signer');
  const events = Array.from({ length: 1000 }, () => {
    const payload = JSON.stringify({
      id: `evt_bench_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: subscriptionId, object: 'subscription' } },
    });
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: localWebhookSecret }) };
  });
  const bareRate = await throughput(async () => {
    await (await fetch(`http://127.0.0.1:${barePort}/`)).arrayBuffer();
  }, 1000, 10);
  const started = performance.now();
  const webhookRate = await throughput(async (index) => {
    const { payload, signature } = events[index]!;
    const response = await fetch(`${app}/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (response.status !== 200) throw new Error(`webhook: ${response.status}`);
    await response.arrayBuffer();
  }, events.length, 10);
  const row = (label: string, result: { perSecond: number; p95: number }) =>
    console.log(`  ${label.padEnd(46)} ${result.perSecond.toFixed(0).padStart(7)} /s   p95 ${ms(result.p95).padStart(9)}`);
  row('bare Fastify JSON route (10 at a time)', bareRate);
  row('signed webhook events answered (10 at a time)', webhookRate);
  const synced = await waitForStoredEvents(databaseUrl, events.length, 300_000);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${'events synced through to the database'.padEnd(46)} ${(synced / seconds).toFixed(0).padStart(7)} /s   (${synced} in ${seconds.toFixed(1)} s; 105 /s when synced inside the request)`);
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
