import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { createOrPromoteAdmin } from '../../features/auth/auth.service.js';
import { users } from '../../features/auth/users.table.js';
import { stripeEvents, subscriptions } from '../../features/billing/billing.table.js';
import { payments, refunds } from '../../features/payments/payments.table.js';
import { BillingSeedError, seedBilling } from './billing.seed.js';
import { demoAccounts, runSeeders } from './run-seeders.js';
import { useTestApp } from '../../test/use-test-app.js';

// The README's order: the server started once with ADMIN_EMAIL/ADMIN_PASSWORD (the admin exists,
// with its own password), then `npm run db:seed` without them.
// Only the seed's own app works the task queue (Stripe's events on its emulator), as when
// `npm run db:seed` runs with the server stopped: the test app's workers would take them.
const ctx = useTestApp({ config: { tasks: { runWorkers: false, pollingSeconds: 0.5 } } });
let config: Config;
let dataDir: string;
const serverAdmin = { email: demoAccounts.admin.email, password: 'change-me-now', name: 'Site Admin' };
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seed-data-'));
  config = { ...ctx.config, dataDir, tasks: { runWorkers: true, pollingSeconds: 0.5 } };
  await createOrPromoteAdmin(ctx.db, serverAdmin);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const total = async (table: typeof users | typeof subscriptions | typeof payments | typeof refunds | typeof stripeEvents) =>
  (await ctx.db.select({ n: count() }).from(table))[0]!.n;

describe('npm run db:seed after the admin was made by the server', () => {
  it('undoes a billing seed interrupted part-way, and the next run seeds all of it', async () => {
    await runSeeders(ctx.db);
    const stateFile = join(dataDir, 'stripe-emulator.json');
    const interrupted = seedBilling({
      config,
      database: ctx.database,
      admin: demoAccounts.admin,
      customer: demoAccounts.customer,
      onCheckout: (index) => {
        if (index === 1) throw new Error('the emulator went away');
      },
    });
    await expect(interrupted).rejects.toBeInstanceOf(BillingSeedError);
    await expect(interrupted).rejects.toThrow('the emulator went away. Nothing of the billing demo data was kept; run the seed again.');
    expect({ subscriptions: await total(subscriptions), payments: await total(payments), events: await total(stripeEvents) }).toEqual({
      subscriptions: 0,
      payments: 0,
      events: 0,
    });
    // The emulator did not exist before: its state is gone, so the next run starts on a new clock.
    expect(existsSync(stateFile)).toBe(false);

    const report = await seedBilling({ config, database: ctx.database, admin: demoAccounts.admin, customer: demoAccounts.customer });
    expect(report).toBe('3 subscriptions of customer@example.com with 8 payments (1 declined, 1 partly refunded), through the local Stripe emulator');
    expect(readFileSync(stateFile, 'utf8').length).toBeGreaterThan(0);
  });

  it('seeds everything once without knowing the admin password, which stays the admin’s own', async () => {
    const counts = async () => ({
      users: await total(users),
      subscriptions: await total(subscriptions),
      payments: await total(payments),
      refunds: await total(refunds),
    });
    const before = await counts();
    expect(before).toEqual({ users: 2, subscriptions: 3, payments: 8, refunds: 1 });
    await runSeeders(ctx.db);
    expect(await seedBilling({ config, database: ctx.database, admin: demoAccounts.admin, customer: demoAccounts.customer })).toBe(
      'subscriptions of customer@example.com (already there)',
    );
    expect(await counts()).toEqual(before);

    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: serverAdmin.email, password } }).then((r) => r.statusCode);
    expect(await login(serverAdmin.password)).toBe(200);
    expect(await login(demoAccounts.admin.password)).toBe(401);
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, serverAdmin.email));
    expect(admin?.isAdmin).toBe(true);
  });
});
