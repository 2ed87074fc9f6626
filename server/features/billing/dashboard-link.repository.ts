import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../lib/ids.js';
import { users } from '../auth/users.table.js';
import { billingCustomers } from './billing.table.js';

export interface LinkableAccount {
  id: string;
  email: string;
  isCustomer: boolean;
  isAdmin: boolean;
}

const accountColumns = { id: users.id, email: users.email, isCustomer: users.isCustomer, isAdmin: users.isAdmin };

/** The account a Dashboard-made subscription names, by id or by e-mail (as typed, any case); billing reads `users` here. */
export async function findAccountToLink(db: Executor, by: { userId: string } | { email: string }): Promise<LinkableAccount | undefined> {
  if ('userId' in by && !isUuid(by.userId)) return undefined;
  const where = 'userId' in by ? eq(users.id, by.userId) : sql`lower(${users.email}) = lower(${by.email})`;
  const [row] = await db.select(accountColumns).from(users).where(where).limit(1);
  return row;
}

/** Whom a Stripe customer is recorded for, if anyone. */
export async function findStripeCustomerOwner(db: Executor, stripeCustomerId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, stripeCustomerId)).limit(1);
  return row?.userId;
}
