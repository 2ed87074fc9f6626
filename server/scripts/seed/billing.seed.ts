import { copyFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findPlan, type BillingCycle, type PlanKey } from '../../../contract/catalogues/plans.js';
import { regionInfo, type Region } from '../../../contract/catalogues/regions.js';
import type { SubscriptionSelection } from '../../../contract/subscription-selection.js';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { findUserByEmail } from '../../features/auth/auth.repository.js';
import { users } from '../../features/auth/users.table.js';
import { billingCustomers, billingOrders, stripeEvents, subscriptions } from '../../features/billing/billing.table.js';
import { payments } from '../../features/payments/payments.table.js';
import { STRIPE_EVENT_TASK } from '../../features/billing/stripe-events.js';
import { waitUntilIdle } from '../../lib/task-queue.js';
import { startLocalBillingApp } from './local-billing-app.js';
import type { Credentials } from './seeder.js';

interface DemoPurchase {
  plan: PlanKey;
  region: Region;
  cycle: BillingCycle;
  talents: number;
  months: number;
}

/** What the demo customer buys: a fixed term that runs on, an open-ended yearly one, and one that ends. */
const demoPurchases: DemoPurchase[] = [
  { plan: 'sr_technical', region: 'US', cycle: 'monthly', talents: 2, months: 6 },
  // A yearly plan runs until cancelled; the pricing page still sends a month count.
  { plan: 'call_receptionist', region: 'AU', cycle: 'yearly', talents: 1, months: 12 },
  { plan: 'jr_non_technical', region: 'CAN', cycle: 'monthly', talents: 1, months: 3 },
];

const day = 24 * 60 * 60;
/** Each step bills one monthly renewal. */
const billingSteps = [31 * day, 31 * day, 31 * day];

function selectionOf(purchase: DemoPurchase): SubscriptionSelection {
  const plan = findPlan(purchase.plan)!;
  const { currency, symbol } = regionInfo[purchase.region];
  const amount = plan.prices[purchase.region][purchase.cycle] * purchase.talents;
  return {
    region: purchase.region,
    role: purchase.plan,
    amount,
    showAmount: `${symbol}${amount.toLocaleString('en-US')}`,
    noOfRoles: purchase.talents,
    noOfMonths: purchase.months,
    billingCycle: purchase.cycle,
    description: plan.name,
    currency,
  };
}

/** One call through the real API; anything but the expected status stops the seed with the answer. */
async function call<T>(app: FastifyInstance, expected: number, request: { method?: 'GET' | 'POST'; url: string; token?: string; payload?: object }): Promise<T> {
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: `/api/v1${request.url}`,
    ...(request.payload ? { payload: request.payload } : {}),
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
  });
  if (response.statusCode !== expected) throw new Error(`${request.method ?? 'GET'} ${request.url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/**
 * A session for an account as the app signs one at login, without its password: the accounts may
 * have been made before the seed (the server's ADMIN_EMAIL/ADMIN_PASSWORD, a sign-up), each with
 * its own password, which the seed neither knows nor changes.
 */
function sessionOf(app: FastifyInstance, account: { id: string; sessionVersion: number }): string {
  return app.signSessionToken(account, { secondFactor: true });
}

/** The seed's admin when it is one, else the first admin there is. */
async function findAdmin(database: DatabaseHandle, admin: Credentials) {
  const named = await findUserByEmail(database.db, admin.email);
  if (named?.isAdmin) return named;
  return (await database.db.select().from(users).where(eq(users.isAdmin, true)).limit(1))[0];
}

/** A failure of the billing seed: its message is what the person running the seed reads. */
export class BillingSeedError extends Error {}

/**
 * Undoes a billing seed that failed part-way, so the next run starts it again from the beginning:
 * the demo customer's billing rows and the Stripe events received since it began, and the
 * emulator's state file as it was before (or none, if there was none).
 */
async function undoBilling(database: DatabaseHandle, userId: string, startedAt: Date, stateFile: string, backup: string | undefined) {
  await database.db.transaction(async (tx) => {
    // Refunds go with their payments (on delete cascade).
    await tx.delete(payments).where(eq(payments.userId, userId));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await tx.delete(billingOrders).where(eq(billingOrders.userId, userId));
    await tx.delete(billingCustomers).where(eq(billingCustomers.userId, userId));
    await tx.delete(stripeEvents).where(gte(stripeEvents.receivedAt, startedAt));
  });
  if (backup) {
    copyFileSync(backup, stateFile);
    rmSync(backup, { force: true });
  } else {
    rmSync(stateFile, { force: true });
  }
}

/**
 * The demo customer's subscriptions and payments, made the way a buyer makes them: checkouts on
 * the local Stripe emulator, renewals by moving its clock, a declined renewal, and a partial
 * refund by the admin. Every seeded id is one the emulator knows, so cancelling, refunding or
 * opening an invoice of the demo data works. It talks to Stripe and its webhooks, so it runs
 * after the other seeders have committed; it never runs against a real Stripe account.
 */
export async function seedBilling(options: {
  config: Config;
  database: DatabaseHandle;
  admin: Credentials;
  customer: Credentials;
  /** Called after each checkout (tests interrupt the seed here). */
  onCheckout?: (index: number) => void | Promise<void>;
}): Promise<string> {
  const { config, database, admin, customer } = options;
  if (config.stripe) return 'nothing added: billing demo data is only seeded against the local Stripe emulator (Stripe keys are set)';
  const account = await findUserByEmail(database.db, customer.email);
  if (!account) return 'no demo customer, nothing added';
  const existing = await database.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, account.id)).limit(1);
  if (existing.length > 0) return `subscriptions of ${customer.email} (already there)`;
  const adminAccount = await findAdmin(database, admin);
  if (!adminAccount) throw new BillingSeedError('no admin account to refund a demo payment with');

  // All or nothing: a failure part-way undoes what this run wrote (see undoBilling).
  const startedAt = new Date();
  const stateFile = path.join(config.dataDir, 'stripe-emulator.json');
  const backup = existsSync(stateFile) ? `${stateFile}.before-seed` : undefined;
  if (backup) copyFileSync(stateFile, backup);

  // A new emulator's clock starts as far back as the renewals below move it, so the history ends
  // now and the emulator's clock is the site's again afterwards (an offset left here would date
  // every later payment as much too early); an emulator already in use keeps its own clock.
  const clockStart = Math.floor(Date.now() / 1000) - billingSteps.reduce((sum, step) => sum + step, 0);
  let local: Awaited<ReturnType<typeof startLocalBillingApp>> | undefined;
  try {
    // Only the API is used: no pages served, and only warnings in the seed's output.
    local = await startLocalBillingApp({ ...config, logLevel: 'warn', clientDistDir: undefined }, database, { clockStart });
    const { app } = local;
    const { controls } = local.stripe;
    const customerToken = sessionOf(app, account);
    const adminToken = sessionOf(app, adminAccount);

    // One Stripe customer per currency: the US one is the first.
    const stripeCustomerIds: string[] = [];
    for (const purchase of demoPurchases) {
      const { url } = await call<{ url: string }>(app, 200, { method: 'POST', url: '/stripe/createSubscribe', token: customerToken, payload: selectionOf(purchase) });
      const { session } = await controls.completeCheckout(new URL(url).pathname.split('/').pop()!, { outcome: 'pay' });
      stripeCustomerIds.push(String(session.customer));
      await options.onCheckout?.(stripeCustomerIds.length - 1);
    }
    // The app syncs Stripe's events on its task queue: each subscription must be recorded (and a
    // fixed term given its end, which Stripe takes only in the future) before the clock moves on.
    const synced = () => waitUntilIdle(database, STRIPE_EVENT_TASK, 60_000);
    await synced();
    // Two monthly renewals each for the US and Canadian subscriptions (the yearly one runs on); then
    // the US subscription's renewal is declined (past due, a failed payment) and the Canadian term ends.
    for (const [index, step] of billingSteps.entries()) {
      if (index === billingSteps.length - 1) controls.failNextPayment(stripeCustomerIds[0]);
      await controls.advanceClock(step);
      await synced();
    }

    const paid = await call<{ _id: string; currency: string; status: string; createdAt: string }[]>(app, 200, { url: '/payments/mypayments', token: customerToken });
    const firstCanadian = paid.filter((payment) => payment.currency === 'cad' && payment.status === 'paid').sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    if (!firstCanadian) throw new Error('the Canadian checkout left no paid payment to refund');
    await call(app, 201, { method: 'POST', url: `/payments/${firstCanadian._id}/refund`, token: adminToken, payload: { amount: 600_00, reason: 'requested_by_customer' } });
    const declined = paid.filter((payment) => payment.status === 'failed').length;
    const closing = local;
    local = undefined;
    await closing.close();
    if (backup) rmSync(backup, { force: true });
    return `${demoPurchases.length} subscriptions of ${customer.email} with ${paid.length} payments (${declined} declined, 1 partly refunded), through the local Stripe emulator`;
  } catch (error) {
    await local?.close().catch(() => undefined);
    await undoBilling(database, account.id, startedAt, stateFile, backup);
    const reason = error instanceof Error ? error.message : String(error);
    throw new BillingSeedError(`${reason}. Nothing of the billing demo data was kept; run the seed again.`);
  }
}
