import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDelayMs, defaultRetrySchedule } from './events.js';
import { startTestEmulator, subscribedCustomer, webhookSecret, type TestEmulator } from './test-helpers.js';

const started: TestEmulator[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const test of started.splice(0)) await test.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestEmulator>[0]) {
  const test = await startTestEmulator(options);
  started.push(test);
  return test;
}

/** Polls until `check` holds (retries run on timers), failing after `ms`. */
async function eventually(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A stand-in app that is down, recording when each delivery of each event was tried. */
function downApp() {
  const verifier = new Stripe('sk_test_verifier');
  const tries = new Map<string, number[]>();
  return {
    tries,
    deliverWebhook: async (payload: string, header: string) => {
      const event = verifier.webhooks.constructEvent(payload, header, webhookSecret);
      tries.set(event.id, [...(tries.get(event.id) ?? []), Date.now()]);
      return 503;
    },
  };
}

describe('automatic retries of undelivered events', () => {
  it("follows Stripe's backoff, compressed: each wait doubles up to the cap, then it gives up and leaves the event pending", async () => {
    const app = downApp();
    const test = await start({ deliverWebhook: app.deliverWebhook, webhookRetries: { initialDelayMs: 30, maxDelayMs: 120, maxAttempts: 5 } });
    await subscribedCustomer(test);
    const [first] = test.emulator.controls.pendingEvents();
    await eventually(() => (app.tries.get(first!.id)?.length ?? 0) >= 5);

    const times = app.tries.get(first!.id)!;
    const waits = times.slice(1).map((time, index) => time - times[index]!);
    [30, 60, 120, 120].forEach((expected, index) => expect(waits[index]).toBeGreaterThanOrEqual(expected - 5));
    expect(test.emulator.controls.deliveryOf(first!.id)).toMatchObject({ attempts: 5, lastStatus: 503, nextAttemptAt: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.tries.get(first!.id)).toHaveLength(5);
    expect(test.emulator.controls.pendingEvents().map((event) => event.id)).toContain(first!.id);
  });

  it('delivers by itself once the app is back', async () => {
    const test = await start({ webhookRetries: { initialDelayMs: 20, maxDelayMs: 40 } });
    test.appAnswers.status = 500;
    await subscribedCustomer(test);
    expect(test.emulator.controls.pendingEvents()).toHaveLength(5);
    expect(test.received).toEqual([]);

    test.appAnswers.status = 200;
    await eventually(() => test.emulator.controls.pendingEvents().length === 0);
    expect(new Set(test.received.map((event) => event.type))).toEqual(
      new Set(['payment_method.attached', 'checkout.session.completed', 'customer.subscription.created', 'invoice.paid', 'invoice.payment_succeeded']),
    );
  });

  it('keeps each undelivered event and its retry time across a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stripe-emulator-'));
    folders.push(folder);
    const stateFile = join(folder, 'stripe-emulator.json');

    // The site is down, and the emulator stops before its first retry (due in a minute).
    const app = downApp();
    const first = await start({ stateFile, deliverWebhook: app.deliverWebhook, webhookRetries: { initialDelayMs: 60_000 } });
    await subscribedCustomer(first);
    const undelivered = first.emulator.controls.pendingEvents();
    expect(undelivered).toHaveLength(5);
    expect(first.emulator.controls.deliveryOf(undelivered[0]!.id).nextAttemptAt).toBeGreaterThan(Date.now() + 50_000);
    await first.close();
    started.splice(started.indexOf(first), 1);

    // Started again: the events and their retry times come back from the state file, and nothing
    // is sent before the stored time, whatever the new schedule.
    const second = await start({ stateFile, webhookRetries: { initialDelayMs: 10 } });
    expect(second.emulator.controls.pendingEvents()).toHaveLength(5);
    expect(second.emulator.controls.deliveryOf(undelivered[0]!.id)).toMatchObject({
      attempts: 1,
      nextAttemptAt: first.emulator.controls.deliveryOf(undelivered[0]!.id).nextAttemptAt,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.received).toEqual([]);
  });

  it('sends at start what a previous run never tried, and what fell due while it was stopped', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stripe-emulator-'));
    folders.push(folder);
    const stateFile = join(folder, 'stripe-emulator.json');

    const app = downApp();
    const first = await start({ stateFile, deliverWebhook: app.deliverWebhook, webhookRetries: { initialDelayMs: 150 } });
    await subscribedCustomer(first);
    const undelivered = first.emulator.controls.pendingEvents().map((event) => event.id);
    await first.close();
    started.splice(started.indexOf(first), 1);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const second = await start({ stateFile, webhookRetries: { initialDelayMs: 10 } });
    await eventually(() => second.emulator.controls.pendingEvents().length === 0);
    expect(second.received.map((event) => event.id)).toEqual(undelivered);
    expect(second.emulator.controls.deliveryOf(undelivered[0]!).attempts).toBe(2);
  });

  it('never retries by itself in manual mode, nor with webhookRetries: false', async () => {
    const app = downApp();
    const manual = await start({ delivery: 'manual', deliverWebhook: app.deliverWebhook, webhookRetries: { initialDelayMs: 10 } });
    await subscribedCustomer(manual);
    const [event] = manual.emulator.controls.pendingEvents();
    expect(await manual.emulator.controls.deliver(event!.id)).toBe(503);
    const off = await start({ deliverWebhook: app.deliverWebhook, webhookRetries: false });
    await subscribedCustomer(off);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.tries.get(event!.id)).toHaveLength(1);
    expect(manual.emulator.controls.deliveryOf(event!.id).nextAttemptAt).toBeNull();
    for (const pending of off.emulator.controls.pendingEvents()) expect(app.tries.get(pending.id)).toHaveLength(1);
  });

  it('waits 1 s, 2 s, 4 s … up to 5 minutes by default', () => {
    expect([1, 2, 3, 4, 9, 10, 15].map((attempts) => retryDelayMs(defaultRetrySchedule, attempts))).toEqual([
      1_000, 2_000, 4_000, 8_000, 256_000, 300_000, 300_000,
    ]);
  });
});
