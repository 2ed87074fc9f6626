import type { z } from 'zod';
import { billingMessages, type billingContract, type SubscriptionRecord } from '../../../contract/billing.js';
import type { Database } from '../../db/database.js';
import { accountReadsOf, accountVersion, untilNextQuarterHour } from '../../lib/account-reads-cache.js';
import type { AccessScope, CurrentUser } from '../../plugins/auth-guard.js';
import { recordAdminAction, type AuditOrigin } from '../audit/audit.public.js';
import { findInvoicePayment, hostedInvoiceUrlsOf } from '../payments/payments.public.js';
import { workPausedFromOf } from '../placements/placements.public.js';
import type { BillingDeps } from './billing-deps.js';
import { callStripe, isStripeMissing } from '../../lib/stripe-calls.js';
import { billingErrors } from './billing.errors.js';
import { toSubscriptionRecord } from './subscription-record.js';
import * as repository from './subscriptions.repository.js';
import { syncSubscription } from './stripe-sync.js';
import { isPaged, pageOf } from '../../lib/paging.js';

/** What the lists need: the database, and the grace days for the overdue banner's day. */
type ListDeps = Pick<BillingDeps, 'db' | 'paymentGraceDays'>;

type MyQuery = z.output<typeof billingContract.mySubscriptions.query>;
type AllQuery = z.output<typeof billingContract.allSubscriptions.query>;

const DEFAULT_PAGE_SIZE = 10;

/**
 * The records of these rows; a past-due one carries what its banner says: the day its team's work
 * pauses (placements reckon it, as on /team) and the open invoice's page, as recorded when it failed.
 */
async function recordsOf({ db, paymentGraceDays }: ListDeps, rows: repository.SubscriptionWithUser[]): Promise<SubscriptionRecord[]> {
  const overdue = rows.filter((row) => row.status === 'past_due');
  if (overdue.length === 0) return rows.map((row) => toSubscriptionRecord(row));
  const [pausedFrom, invoiceUrls] = await Promise.all([
    workPausedFromOf(db, overdue, paymentGraceDays),
    hostedInvoiceUrlsOf(db, overdue.flatMap((row) => (row.latestInvoiceId ? [row.latestInvoiceId] : []))),
  ]);
  return rows.map((row) =>
    toSubscriptionRecord(
      row,
      row.status === 'past_due'
        ? { since: row.pastDueSince?.toISOString() ?? null, workPausedFrom: pausedFrom.get(row.id) ?? null, invoiceUrl: row.latestInvoiceId ? (invoiceUrls.get(row.latestInvoiceId) ?? null) : null }
        : null,
    ),
  );
}

/** The spec's plain array, or one page with `total` when paging is asked for. */
async function listPage(deps: ListDeps, filter: repository.SubscriptionFilter, query: MyQuery | AllQuery) {
  if (!isPaged(query)) return recordsOf(deps, await repository.listSubscriptions(deps.db, filter, { sort: query.sort }));
  const { limit, offset } = pageOf(query, DEFAULT_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    repository.listSubscriptions(deps.db, filter, { sort: query.sort, limit, offset }),
    repository.countSubscriptions(deps.db, filter),
  ]);
  return { subscriptions: await recordsOf(deps, rows), total };
}

/**
 * The caller's subscriptions, kept per account while nothing they show is written, and until the
 * next quarter hour: an overdue one names the day its team's work pauses, which counts who is on
 * the team today.
 */
export function listMySubscriptions(deps: ListDeps, user: CurrentUser, query: MyQuery) {
  return accountReadsOf(deps.db).answer(user, `subscriptions ${JSON.stringify(query)}`, accountVersion, async (now) => ({
    value: await listPage(deps, { userId: user.id, q: query.q || undefined }, query),
    holdsUntil: untilNextQuarterHour(now),
  }));
}

export function listAllSubscriptions(deps: ListDeps, query: AllQuery) {
  return listPage(deps, { userId: query.userId || undefined, q: query.q || undefined, searchUser: true }, query);
}

const inScope = (scope: AccessScope, ownerId: string) => scope === 'all' || scope.ownerId === ownerId;

/** The subscription when it is in the caller's scope; anyone else learns nothing (404). */
async function findSubscriptionInScope(db: Database, scope: AccessScope, stripeSubscriptionId: string) {
  const row = await repository.findSubscriptionByStripeId(db, stripeSubscriptionId);
  if (!row || !inScope(scope, row.userId)) throw billingErrors.subscriptionNotFound();
  return row;
}

const finished = new Set(['canceled', 'incomplete_expired']);

/**
 * Cancels at the end of the paid period: no proration, no refund (docs/decisions.md). A fixed-term
 * subscription that already ends later is brought forward to the end of its current period.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  { user, scope }: { user: CurrentUser; scope: AccessScope },
  stripeSubscriptionId: string,
  origin: AuditOrigin,
) {
  const row = await findSubscriptionInScope(deps.db, scope, stripeSubscriptionId);
  if (!finished.has(row.status)) {
    await callStripe(deps.log, 'cancel subscription', async () => {
      const current = await deps.stripe.client.subscriptions.retrieve(stripeSubscriptionId);
      const periodEnd = current.items.data[0]?.current_period_end;
      if (current.cancel_at !== null && periodEnd !== undefined) {
        if (current.cancel_at > periodEnd) {
          await deps.stripe.client.subscriptions.update(stripeSubscriptionId, { cancel_at: periodEnd, proration_behavior: 'none' });
        }
      } else if (!current.cancel_at_period_end) {
        await deps.stripe.client.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true, proration_behavior: 'none' });
      }
      await syncSubscription(deps, stripeSubscriptionId);
    });
    // A cancellation with admin powers is audited once Stripe has taken it (the change lives in
    // Stripe and reaches the database through the sync, so there is no one local transaction to join).
    if (scope === 'all') {
      await recordAdminAction(deps.db, {
        actor: { id: user.id, email: user.email },
        origin,
        action: 'subscription.canceled',
        target: { type: 'subscription', id: stripeSubscriptionId },
        detail: { ownerId: row.userId, statusBefore: row.status },
      });
    }
  }
  const updated = (await repository.findSubscriptionByStripeId(deps.db, stripeSubscriptionId))!;
  const [subscription] = await recordsOf(deps, [updated]);
  return { message: billingMessages.canceled, subscription: subscription! };
}

/** The hosted page of an invoice in the caller's scope: their own, or anyone's with admin powers. */
export async function getInvoiceUrl(deps: BillingDeps, scope: AccessScope, invoiceId: string): Promise<{ url: string }> {
  const ownerOfLatest = await repository.findOwnerOfLatestInvoice(deps.db, invoiceId);
  const paid = await findInvoicePayment(deps.db, invoiceId);
  const ownerId = ownerOfLatest ?? paid?.userId;
  if (!ownerId || !inScope(scope, ownerId)) throw billingErrors.invoiceMissing();
  if (paid?.hostedInvoiceUrl) return { url: paid.hostedInvoiceUrl };
  let url: string | null | undefined;
  try {
    url = (await deps.stripe.client.invoices.retrieve(invoiceId)).hosted_invoice_url;
  } catch (error) {
    if (isStripeMissing(error)) throw billingErrors.invoiceMissing();
    return callStripe(deps.log, 'retrieve invoice', () => Promise.reject(error));
  }
  if (!url) throw billingErrors.invoiceMissing();
  return { url };
}
