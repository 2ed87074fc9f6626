import { extraHourRate, findPlan } from '../../../contract/catalogues/plans.js';
import { isRegion } from '../../../contract/catalogues/regions.js';
import type { TeamBillingSubscription } from '../../../contract/team-billing.js';
import type { Database } from '../../db/database.js';
import { accountReadsOf, accountVersion, HOLDS_UNTIL_WRITTEN, type AccountReader } from '../../lib/account-reads-cache.js';
import { hostedInvoiceUrlsOf } from '../payments/payments.public.js';
import type { SubscriptionRow } from './billing.table.js';
import * as extraHours from './extra-hours.repository.js';
import * as seats from './seat-changes.repository.js';
import { whySeatsCannotChange } from './seats.service.js';

/** Subscriptions that show on Your team's billing: the ones that run, and any with extra hours still waiting. */
const shown = (subscription: SubscriptionRow, waiting: Set<string>) =>
  ['active', 'past_due', 'trialing', 'unpaid'].includes(subscription.status) || waiting.has(subscription.id);

/**
 * Your team's billing, per subscription: seats now and from the next renewal (a removed seat stays
 * until the period's end), an added seat waiting for its payment (with the invoice to pay), and
 * the extra hours billed that wait for the next invoice, with their total. Kept per account while
 * nothing it reads is written (the account's subscriptions, payments, extra hours and seat
 * changes bump its version: migration 0033); nothing in it depends on the clock.
 */
export function teamBilling(db: Database, account: AccountReader): Promise<{ subscriptions: TeamBillingSubscription[] }> {
  return accountReadsOf(db).answer(account, 'team billing', accountVersion, async () => ({ value: await readTeamBilling(db, account.id), holdsUntil: HOLDS_UNTIL_WRITTEN }));
}

async function readTeamBilling(db: Database, userId: string): Promise<{ subscriptions: TeamBillingSubscription[] }> {
  const [own, charges] = await Promise.all([seats.subscriptionsOfUser(db, userId), extraHours.waitingChargesOf(db, userId)]);
  const waitingIds = new Set(charges.map((charge) => charge.subscriptionId));
  const listed = own.filter((subscription) => shown(subscription, waitingIds));
  const changes = await seats.openSeatChanges(
    db,
    listed.map((subscription) => subscription.id),
  );
  const invoiceUrls = await hostedInvoiceUrlsOf(
    db,
    changes.flatMap((change) => (change.status === 'pending' && change.stripeInvoiceId ? [change.stripeInvoiceId] : [])),
  );
  return {
    subscriptions: listed.map((subscription) => {
      const open = changes.filter((change) => change.subscriptionId === subscription.id);
      const removals = open.filter((change) => change.status === 'scheduled');
      const pending = open.find((change) => change.status === 'pending');
      const waiting = charges.filter((charge) => charge.subscriptionId === subscription.id);
      const plan = findPlan(subscription.plan);
      return {
        subscriptionId: subscription.id,
        currency: subscription.currency,
        seats: subscription.quantity + removals.length,
        seatsFromNextPeriod: subscription.quantity,
        periodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        cannotChange: whySeatsCannotChange(subscription),
        pendingAdd: pending ? { amountDue: pending.amountDue, invoiceUrl: (pending.stripeInvoiceId && invoiceUrls.get(pending.stripeInvoiceId)) ?? null, createdAt: pending.createdAt.toISOString() } : null,
        removals: removals.map((change) => ({ seat: change.seat!, effectiveAt: change.effectiveAt!.toISOString(), talentName: change.talentName, talentLastDay: change.talentLastDay })),
        extraHoursWaiting: waiting.map((charge) => ({
          id: charge.id,
          weekStart: charge.weekStart,
          description: charge.description,
          quarterHours: charge.quarterHours,
          hourlyRate: charge.hourlyRate,
          amount: charge.amount,
          currency: charge.currency,
        })),
        extraHoursWaitingTotal: waiting.reduce((sum, charge) => sum + charge.amount, 0),
        extraHourRate: plan && isRegion(subscription.region) ? extraHourRate(plan, subscription.region) : null,
      };
    }),
  };
}
