import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../../contract/billing.js';
import type { CurrentUser } from '../../plugins/auth-guard.js';
import type { BillingDeps } from './billing-deps.js';
import { callStripe } from './billing.errors.js';
import { billingCustomers } from './billing.table.js';

async function findCustomerId(deps: BillingDeps, userId: string, currency: Currency): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ stripeCustomerId: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.currency, currency)))
    .limit(1);
  return row?.stripeCustomerId;
}

/**
 * The user's Stripe customer for this currency, created the first time. Stripe refuses a second
 * currency on one customer, hence one per currency. Two racing first checkouts send the same
 * idempotency key, so Stripe answers both with one customer.
 */
export async function ensureStripeCustomer(deps: BillingDeps, user: CurrentUser, currency: Currency): Promise<string> {
  const known = await findCustomerId(deps, user.id, currency);
  if (known) return known;
  const customer = await callStripe(deps.log, 'create customer', () =>
    deps.stripe.client.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.id, currency } },
      { idempotencyKey: `customer:${user.id}:${currency}` },
    ),
  );
  await deps.db
    .insert(billingCustomers)
    .values({ userId: user.id, currency, stripeCustomerId: customer.id })
    .onConflictDoNothing();
  return (await findCustomerId(deps, user.id, currency)) ?? customer.id;
}

/** The account a Stripe customer belongs to, when it is one of ours. */
export async function findUserOfCustomer(deps: Pick<BillingDeps, 'db'>, stripeCustomerId: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
    .limit(1);
  return row?.userId;
}
