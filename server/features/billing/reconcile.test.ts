import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { createTaskQueue } from '../../lib/task-queue.js';
import { HANDLED_EVENT_TYPES, reconcileStripeEvents, STRIPE_EVENT_RETRY, STRIPE_EVENT_TASK } from './stripe-events.js';
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

/** Two minutes on, by Stripe's clock: the events are past the minute left to their delivery. */
const later = () => new Date((ctx.emulator.controls.now() + 120) * 1000);

describe('the reconciliation settles', () => {
  it('asks Stripe only for the types the site acts on whose delivery did not succeed, and pages through them all', async () => {
    const list = vi.spyOn(ctx.stripe.client.events, 'list');
    await reconcileStripeEvents(reconcileDeps(), later());
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ types: [...HANDLED_EVENT_TYPES], delivery_success: false, limit: 100 }));
    list.mockRestore();
  });

  it('leaves exactly one retry chain per event after 10 runs against a Stripe that always fails, then lists it for an admin to try again', async () => {
    const buyer = await registerCustomer(ctx.app);
    await paidSubscription(ctx, buyer);
    const handled = new Set<string>(HANDLED_EVENT_TYPES);
    const eventIds = ctx.emulator.controls.pendingEvents().filter((event) => handled.has(event.type)).map((event) => event.id);
    expect(eventIds.length).toBeGreaterThan(1);

    // Stripe answers every read of the objects with a server error; only the event list works.
    const outage = () => Promise.reject(new Stripe.errors.StripeAPIError({ message: 'Stripe is down', type: 'api_error' }));
    const spies = [
      vi.spyOn(ctx.stripe.client.subscriptions, 'retrieve').mockImplementation(outage),
      vi.spyOn(ctx.stripe.client.invoices, 'retrieve').mockImplementation(outage),
      vi.spyOn(ctx.stripe.client.checkout.sessions, 'list').mockImplementation(outage as never),
    ];
    try {
      for (let run = 0; run < 10; run += 1) await reconcileStripeEvents(reconcileDeps(), later());
      // Each first try fails and waits a minute or more for its retry.
      await vi.waitFor(async () => expect((await chainsOf(eventIds)).every((chain) => chain.state === 'retry')).toBe(true), { timeout: 10_000 });
      for (let run = 0; run < 10; run += 1) await reconcileStripeEvents(reconcileDeps(), later());
      const chains = await chainsOf(eventIds);
      expect(chains.map((chain) => chain.key).sort()).toEqual([...eventIds].sort());
      expect(chains.map((chain) => chain.state)).toEqual(eventIds.map(() => 'retry'));

      // Given up on (as after the last retry): still one chain, listed, and not queued again.
      await ctx.db.execute(sql`update pgboss.job set state = 'failed', completed_on = now(), output = '{"message":"Stripe is down"}'::jsonb where name = ${STRIPE_EVENT_TASK} and singleton_key in ${eventIds}`);
      expect(await reconcileStripeEvents(reconcileDeps(), later())).toBe(0);
      expect(await chainsOf(eventIds)).toHaveLength(eventIds.length);
      const failed = (await ctx.app.inject({ url: '/api/v1/admin/stripe-events/failed', headers: bearer(ctx.admin) })).json().events;
      expect(failed.map((event: { eventId: string }) => event.eventId).sort()).toEqual([...eventIds].sort());
      expect(failed[0]).toMatchObject({ tries: 1, error: 'Stripe is down' });
      const overview = (await ctx.app.inject({ url: '/api/v1/admin/overview', headers: bearer(ctx.admin) })).json();
      expect(overview.failedStripeEvents).toBe(eventIds.length);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }

    // Stripe is back: "Try again" on each syncs it, and the customer's subscription appears.
    const failed = (await ctx.app.inject({ url: '/api/v1/admin/stripe-events/failed', headers: bearer(ctx.admin) })).json().events as { id: string }[];
    for (const event of failed) {
      const retried = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/stripe-events/${event.id}/retry`, headers: bearer(ctx.admin) });
      expect(retried.statusCode).toBe(202);
    }
    await ctx.settle();
    expect((await chainsOf(eventIds)).map((chain) => chain.state)).toEqual(eventIds.map(() => 'completed'));
    expect((await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(buyer) })).json()).toHaveLength(1);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/stripe-events/${failed[0]!.id}/retry`, headers: bearer(ctx.admin) });
    expect([again.statusCode, again.json().message]).toEqual([404, 'This Stripe event is not waiting to be tried again.']);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/stripe-events/not-a-task/retry', headers: bearer(ctx.admin) })).statusCode).toBe(404);
  });
});
