import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Currency } from '../../../contract/billing.js';
import type { Transaction } from '../../db/database.js';
import { insertStripeCustomer } from './billing-customers.repository.js';
import { linkRequestOf, linkTermsOf, type LinkRequest } from './dashboard-link-terms.js';
import { findAccountToLink, findStripeCustomerOwner, type LinkableAccount } from './dashboard-link.repository.js';
import { idOf } from './stripe-snapshots.js';
import type { SubscriptionOwner } from './subscriptions.repository.js';

/** The account the metadata names, or why it names none the site can use. */
async function accountOf(tx: Transaction, request: LinkRequest): Promise<LinkableAccount | string> {
  const byId = request.userId ? await findAccountToLink(tx, { userId: request.userId }) : undefined;
  if (request.userId && !byId) return 'metadata.userId names no account';
  const byEmail = request.email ? await findAccountToLink(tx, { email: request.email }) : undefined;
  if (request.email && !byEmail) return 'metadata.userEmail names no account';
  if (byId && byEmail && byId.id !== byEmail.id) return 'metadata.userId and metadata.userEmail name different accounts';
  const account = (byId ?? byEmail)!;
  // Seats, /team and the customer's pages are a customer's; an admin or a talent-only account has none.
  if (!account.isCustomer || account.isAdmin) return 'the account named is not a customer account';
  return account;
}

/**
 * The owner of a subscription made by hand in Stripe's Dashboard, from the account and terms its
 * metadata names (dashboard-link-terms.ts), in the sync's transaction. Its Stripe customer becomes
 * the account's customer in that currency when the account has none, so the portal and the next
 * checkout use it; an account that has one keeps it (one per currency), and this subscription
 * keeps its own customer id. A customer already recorded for another account is refused: linking
 * would show one account's billing to the other. Anything refused is logged and left unlinked.
 */
export async function ownerFromDashboardLink(log: FastifyBaseLogger, tx: Transaction, subscription: Stripe.Subscription): Promise<SubscriptionOwner | undefined> {
  const request = linkRequestOf(subscription);
  if (!request) return undefined;
  const refuse = (reason: string) => {
    log.warn({ subscriptionId: subscription.id, reason }, 'stripe: Dashboard subscription not linked to an account');
    return undefined;
  };
  const account = await accountOf(tx, request);
  if (typeof account === 'string') return refuse(account);
  const found = linkTermsOf(subscription);
  if ('refused' in found) return refuse(found.refused);
  const customerId = idOf(subscription.customer);
  if (!customerId) return refuse('it has no customer');
  const recordedFor = await findStripeCustomerOwner(tx, customerId);
  if (recordedFor && recordedFor !== account.id) return refuse('its Stripe customer is recorded for another account');
  const currency = subscription.items.data[0]!.price.currency as Currency;
  if (!recordedFor) await insertStripeCustomer(tx, { userId: account.id, currency, stripeCustomerId: customerId });
  log.info({ subscriptionId: subscription.id, userId: account.id }, 'stripe: Dashboard subscription linked to an account');
  return { userId: account.id, orderId: null, ...found.terms };
}
