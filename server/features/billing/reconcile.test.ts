import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { createTaskQueue } from '../../lib/task-queue.js';
import { eventTypeChunks, HANDLED_EVENT_TYPES, MAX_TYPES_PER_LIST, reconcileStripeEvents, STRIPE_EVENT_RETRY, STRIPE_EVENT_TASK } from './stripe-events.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ delivery: 'manual', admin: true });

/** What the scheduled task uses: Stripe, the database, and a queue that adds the syncs (the app's workers run them). */
function reconcileDeps() {
  const tasks = createTaskQueue({ database: ctx.database, log: ctx.app.log, runWorkers: false });
  tasks.define(STRIPE_EVENT_TASK, { ...STRIPE_EVENT_RETRY, retryBackoff: true, expireInSeconds: 300, run: async () => {} });
  return { db: ctx.db, stripe: ctx.stripe, tasks };
}

async function chainsOf(eventIds: string[]) {
  const result = (await ctx.db.execute(
    sql`select singleton_key as key, state, retry_count from pgboss.job where name = ${STRIPE_EVENT_TASK} and singleton_key in ${eventIds}`,
  )) as unknown as { rows: { key: string; state: string; retry_count: number }[] };
  return result.rows;
}

/** The retries' waits (a minute, doubling) passed: the next try of each chain is its last, and it runs now. */
async function runLastTries(eventIds: string[]) {
  await ctx.db.execute(
    sql`update pgboss.job set retry_count = retry_limit - 1, start_after = now() where name = ${STRIPE_EVENT_TASK} and singleton_key in ${eventIds} and state = 'retry'`,
  );
  await vi.waitFor(async () => expect((await chainsOf(eventIds)).every((chain) => chain.state === 'failed')).toBe(true), { timeout: 15_000 });
}

const failedList = async () =>
  (await ctx.app.inject({ url: '/api/v1/admin/stripe-events/failed', headers: bearer(ctx.admin) })).json().events as { id: string; eventId: string; tries: number; error: string }[];
const failedCount = async () => (await ctx.app.inject({ url: '/api/v1/admin/overview', headers: bearer(ctx.admin) })).json().failedStripeEvents as number;
const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers: bearer(ctx.admin) });

/** Stripe answers every read of the objects with a server error; only the event list works. */
function stripeOutage() {
  const outage = () => Promise.reject(new Stripe.errors.StripeAPIError({ message: 'Stripe is down', type: 'api_error' }));
  const spies = [
    vi.spyOn(ctx.stripe.client.subscriptions, 'retrieve').mockImplementation(outage),
    vi.spyOn(ctx.stripe.client.invoices, 'retrieve').mockImplementation(outage),
    vi.spyOn(ctx.stripe.client.checkout.sessions, 'list').mockImplementation(outage as never),
  ];
  return { end: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** Two minutes on, by Stripe's clock: the events are past the minute left to their delivery. */
const later = () => new Date((ctx.emulator.controls.now() + 120) * 1000);

describe('the reconciliation settles', () => {
  it('asks Stripe, 20 types at most per call, for the last 30 days of the types the site acts on whose delivery did not succeed', async () => {
    const list = vi.spyOn(ctx.stripe.client.events, 'list');
    const now = later();
    await reconcileStripeEvents(reconcileDeps(), now);
    const calls = list.mock.calls.map(([params]) => params!);
    expect(calls.flatMap((params) => params.types ?? []).sort()).toEqual([...HANDLED_EVENT_TYPES].sort());
    for (const params of calls) {
      expect(params.types!.length).toBeLessThanOrEqual(MAX_TYPES_PER_LIST);
      expect(params).toMatchObject({ delivery_success: false, limit: 100, created: { gte: Math.floor(now.getTime() / 1000) - 30 * 86_400 } });
    }
    list.mockRestore();
  });

  it('splits more than 20 types into calls Stripe takes', () => {
    const types = Array.from({ length: 41 }, (_, index) => `type.${index}`);
    expect(eventTypeChunks(types).map((chunk) => chunk.length)).toEqual([20, 20, 1]);
    expect(eventTypeChunks(types).flat()).toEqual(types);
  });

  it('leaves exactly one retry chain per event against a Stripe that always fails, keeps the failed ones listed after pg-boss forgets them, and "Try again" applies them', async () => {
    const buyer = await registerCustomer(ctx.app);
    await paidSubscription(ctx, buyer);
    const handled = new Set<string>(HANDLED_EVENT_TYPES);
    const eventIds = ctx.emulator.controls.pendingEvents().filter((event) => handled.has(event.type)).map((event) => event.id);
    expect(eventIds.length).toBeGreaterThan(1);

    const outage = stripeOutage();
    try {
      for (let run = 0; run < 10; run += 1) await reconcileStripeEvents(reconcileDeps(), later());
      // Each first try fails and waits a minute or more for its retry.
      await vi.waitFor(async () => expect((await chainsOf(eventIds)).every((chain) => chain.state === 'retry')).toBe(true), { timeout: 10_000 });
      for (let run = 0; run < 10; run += 1) await reconcileStripeEvents(reconcileDeps(), later());
      const chains = await chainsOf(eventIds);
      expect(chains.map((chain) => chain.key).sort()).toEqual([...eventIds].sort());
      expect(chains.map((chain) => chain.state)).toEqual(eventIds.map(() => 'retry'));

      // The last try fails too: listed with its tries and error, counted, and not queued again.
      await runLastTries(eventIds);
      const failed = await failedList();
      expect(failed.map((event) => event.eventId).sort()).toEqual([...eventIds].sort());
      expect(failed[0]).toMatchObject({ tries: STRIPE_EVENT_RETRY.retryLimit + 1, error: 'Stripe is down' });
      expect(await failedCount()).toBe(eventIds.length);
      expect(await reconcileStripeEvents(reconcileDeps(), later())).toBe(0);

      // A week on, pg-boss has deleted the failed tasks: still listed, still not queued again.
      await ctx.db.execute(sql`delete from pgboss.job where name = ${STRIPE_EVENT_TASK} and singleton_key in ${eventIds}`);
      expect(await reconcileStripeEvents(reconcileDeps(), later())).toBe(0);
      expect(await chainsOf(eventIds)).toEqual([]);
      expect((await failedList()).map((event) => event.eventId).sort()).toEqual([...eventIds].sort());

      // Tried again while Stripe is still down: off the list, and back on it when that chain fails.
      const [first] = eventIds;
      expect((await post(`/api/v1/admin/stripe-events/${first}/retry`)).statusCode).toBe(202);
      expect((await failedList()).map((event) => event.eventId)).not.toContain(first);
      await vi.waitFor(async () => expect((await chainsOf([first!]))[0]?.state).toBe('retry'), { timeout: 10_000 });
      await runLastTries([first!]);
      expect((await failedList()).map((event) => event.eventId)).toContain(first);
    } finally {
      outage.end();
    }

    // Stripe is back: "Try again" on each syncs it (a fresh chain), and the customer's subscription appears.
    for (const event of await failedList()) expect((await post(`/api/v1/admin/stripe-events/${event.id}/retry`)).statusCode).toBe(202);
    expect(await failedList()).toEqual([]);
    await ctx.settle();
    expect((await chainsOf(eventIds)).filter((chain) => chain.state !== 'failed').map((chain) => chain.state)).toEqual(eventIds.map(() => 'completed'));
    expect((await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(buyer) })).json()).toHaveLength(1);
    expect(await failedCount()).toBe(0);
    const again = await post(`/api/v1/admin/stripe-events/${eventIds[0]}/retry`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'This Stripe event is not waiting to be tried again.']);
    expect((await post('/api/v1/admin/stripe-events/evt_unknown/retry')).statusCode).toBe(404);
    const audit = (await ctx.app.inject({ url: '/api/v1/admin/audit-log?action=stripe_event.retried', headers: bearer(ctx.admin) })).json();
    expect(audit.entries.filter((entry: { targetId: string }) => entry.targetId === eventIds[0])).toHaveLength(2);
  });

  it('"Dismiss" takes a failed event off the list for good, with an audit row; 409 the second time, 404 for an unknown event', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { customerId } = await paidSubscription(ctx, buyer);
    const eventIds = ctx.emulator.controls
      .pendingEvents()
      .filter((event) => event.type === 'invoice.paid' && (event.data.object as Stripe.Invoice).customer === customerId)
      .map((event) => event.id);
    expect(eventIds).toHaveLength(1);
    const outage = stripeOutage();
    try {
      await reconcileStripeEvents(reconcileDeps(), later());
      await vi.waitFor(async () => expect((await chainsOf(eventIds))[0]?.state).toBe('retry'), { timeout: 10_000 });
      await runLastTries(eventIds);
    } finally {
      outage.end();
    }
    const [eventId] = eventIds;
    expect((await failedList()).map((event) => event.eventId)).toContain(eventId);
    const before = await failedCount();

    const dismissed = await post(`/api/v1/admin/stripe-events/${eventId}/dismiss`);
    expect([dismissed.statusCode, dismissed.json().message]).toEqual([200, 'The event was dismissed.']);
    expect((await failedList()).map((event) => event.eventId)).not.toContain(eventId);
    expect(await failedCount()).toBe(before - 1);
    const audit = (await ctx.app.inject({ url: '/api/v1/admin/audit-log?action=stripe_event.dismissed', headers: bearer(ctx.admin) })).json();
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'stripe_event.dismissed', targetType: 'stripe_event', targetId: eventId, actorEmail: ctx.admin.email })]);

    // Stays dismissed: not queued by the reconciliation even once pg-boss forgets the task.
    await ctx.db.execute(sql`delete from pgboss.job where name = ${STRIPE_EVENT_TASK} and singleton_key in ${eventIds}`);
    expect(await reconcileStripeEvents(reconcileDeps(), later())).toBe(0);
    const twice = await post(`/api/v1/admin/stripe-events/${eventId}/dismiss`);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'billing.stripe_event_dismissed']);
    expect((await post(`/api/v1/admin/stripe-events/${eventId}/retry`)).statusCode).toBe(404);
    const unknown = await post('/api/v1/admin/stripe-events/evt_unknown/dismiss');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'billing.stripe_event_not_found']);
    const customer = await registerCustomer(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/stripe-events/${eventId}/dismiss`, headers: bearer(customer) })).statusCode).toBe(403);
  });
});
