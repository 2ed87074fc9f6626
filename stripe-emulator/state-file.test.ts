import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer } from './test-helpers.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the state file', () => {
  it('keeps customers, subscriptions, invoices and the clock across a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stripe-emulator-'));
    folders.push(folder);
    const stateFile = join(folder, 'nested', 'stripe-emulator.json');

    const first = await startTestEmulator({ stateFile });
    const { customer, subscription } = await subscribedCustomer(first);
    await first.emulator.controls.advanceToNextPeriod(subscription.id);
    const movedClock = first.emulator.controls.now();
    await first.close();

    const second = await startTestEmulator({ stateFile });
    try {
      expect(await second.stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'ada@example.com' });
      expect((await second.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
      expect((await second.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(2);
      expect(second.emulator.controls.now()).toBeGreaterThanOrEqual(movedClock);
      expect(second.emulator.controls.events()).toHaveLength(8);
    } finally {
      await second.close();
    }
  });

  it('listens on the port it used before, so stored invoice links still open after a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stripe-emulator-'));
    folders.push(folder);
    const stateFile = join(folder, 'stripe-emulator.json');

    const first = await startTestEmulator({ stateFile });
    const { subscription } = await subscribedCustomer(first);
    const [invoice] = (await first.stripe.invoices.list({ subscription: subscription.id })).data;
    await first.close();

    const second = await startTestEmulator({ stateFile });
    try {
      expect(second.emulator.port).toBe(first.emulator.port);
      const page = await fetch(invoice!.hosted_invoice_url!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(invoice!.number!);
    } finally {
      await second.close();
    }
  });

  it('starts a new state at the clock asked for, and keeps the clock of a state already in use', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stripe-emulator-'));
    folders.push(folder);
    const stateFile = join(folder, 'stripe-emulator.json');
    const ninetyDaysAgo = Math.floor(Date.now() / 1000) - 90 * 86_400;

    const first = await startTestEmulator({ stateFile, clockStart: ninetyDaysAgo });
    expect(first.emulator.controls.now() - ninetyDaysAgo).toBeLessThan(5);
    const { subscription } = await subscribedCustomer(first);
    expect(subscription.start_date - ninetyDaysAgo).toBeLessThan(5);
    await first.close();

    const second = await startTestEmulator({ stateFile, clockStart: ninetyDaysAgo - 365 * 86_400 });
    try {
      expect(second.emulator.controls.now() - ninetyDaysAgo).toBeLessThan(60);
      expect(second.emulator.controls.now()).toBeGreaterThanOrEqual(ninetyDaysAgo);
    } finally {
      await second.close();
    }
  });
});
