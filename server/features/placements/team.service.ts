import { eq, sql } from 'drizzle-orm';
import { placementMessages, staffableSubscriptionStatuses, type TeamSeat, type TeamSubscription } from '../../../contract/placements.js';
import type { PlanKey } from '../../../contract/catalogues/plans.js';
import type { Database } from '../../db/database.js';
import { findDatabaseError } from '../../lib/database-errors.js';
import { isUuid } from '../../lib/ids.js';
import { notifyCompany } from '../mail/mail.public.js';
import type { PlacementsDeps } from './placements-deps.js';
import { placementErrors } from './placements.errors.js';
import { roleOf, toTeamPlacement } from './placements.mapper.js';
import * as repository from './placements.repository.js';
import { placements } from './placements.table.js';
import { lastDayOf, subscriptionCancelledError } from './subscription-days.js';

const staffable = new Set<string>(staffableSubscriptionStatuses);

function seatsOf(subscription: repository.StaffedSubscription, active: repository.PlacementDetails[], medianDaysToFill: number | null): TeamSeat[] {
  const now = new Date();
  const open = staffable.has(subscription.status) && !(subscription.endsAt && subscription.endsAt <= now);
  const bySeat = new Map(active.map((placement) => [placement.seat, placement]));
  const seats: TeamSeat[] = [];
  const count = open ? subscription.quantity : 0;
  for (let seat = 1; seat <= count; seat += 1) {
    const placement = bySeat.get(seat);
    seats.push(placement ? { seat, state: 'filled', placement: toTeamPlacement(placement, subscription.plan) } : { seat, state: 'open', medianDaysToFill });
  }
  // Seats beyond a quantity lowered since (or of a subscription ending) stay shown while their talent works.
  for (const placement of active) {
    if (placement.seat > count) seats.push({ seat: placement.seat, state: 'filled', placement: toTeamPlacement(placement, subscription.plan) });
  }
  return seats;
}

/** The caller's team: each subscription's seats, filled or open, and who worked in them before. */
export async function myTeam(db: Database, userId: string): Promise<{ subscriptions: TeamSubscription[]; medianDaysToFill: number | null }> {
  const subscriptions = await repository.subscriptionsOfCustomer(db, userId);
  const [placementRows, { median: medianDaysToFill }] = await Promise.all([
    repository.placementDetails(db, repository.ofSubscriptions(subscriptions.map((subscription) => subscription.id))),
    repository.medianDaysToFill(db),
  ]);
  return {
    medianDaysToFill,
    subscriptions: subscriptions.map((subscription) => {
      const own = placementRows.filter((row) => row.subscriptionId === subscription.id);
      return {
        subscriptionId: subscription.id,
        description: subscription.description,
        status: subscription.status,
        plan: subscription.plan as PlanKey,
        role: roleOf(subscription.plan),
        seats: seatsOf(subscription, own.filter((row) => row.endedAt === null), medianDaysToFill),
        endsOn: lastDayOf(subscription),
        cancelled: subscription.cancelled,
        paymentOverdue: subscription.status === 'past_due',
        history: own.filter((row) => row.endedAt !== null).map((row) => toTeamPlacement(row, subscription.plan)),
      };
    }),
  };
}

/**
 * The customer asks for someone else in one of their own talents' seat: stored (one pending per
 * placement), and told to the company inbox in the same transaction. Another customer's
 * placement answers 404, as a missing one does.
 */
export async function requestReplacement(deps: PlacementsDeps, userId: string, placementId: string, reason: string) {
  const placement = isUuid(placementId) ? await repository.findPlacement(deps.db, placementId) : undefined;
  const subscription = placement && (await repository.findSubscription(deps.db, placement.subscriptionId));
  if (!placement || !subscription || subscription.userId !== userId) throw placementErrors.placementNotFound();
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await repository.lockPlacement(tx, placementId);
      if (!locked || locked.endedAt) throw placementErrors.placementAlreadyEnded();
      // From the moment the subscription is cancelled, its seats take no replacement.
      if (subscription.cancelled) throw subscriptionCancelledError(subscription);
      if (await repository.pendingRequestOf(tx, placementId)) throw placementErrors.replacementAlreadyRequested();
      await repository.insertReplacementRequest(tx, { placementId, requestedBy: userId, reason });
      const [details] = await repository.placementDetails(tx, eq(placements.id, placementId));
      await notifyCompany(
        deps,
        tx,
        deps.log,
        `Replacement requested by ${subscription.customerName}`,
        [
          ['Customer', `${subscription.customerName} <${subscription.customerEmail}>`],
          ['Subscription', subscription.description],
          ['Talent', details ? `${details.talentFirstName} ${details.talentLastName}` : undefined],
          ['Role', roleOf(subscription.plan)],
          ['Reason', reason],
        ],
        { label: 'Open Staffing', path: '/staffing?replacementRequested=true' },
      );
    });
  } catch (error) {
    if (findDatabaseError(error)?.constraint === 'replacement_requests_pending_unique') throw placementErrors.replacementAlreadyRequested();
    throw error;
  }
  const [row] = await repository.placementDetails(deps.db, sql`${placements.id} = ${placementId}`);
  return { message: placementMessages.replacementRequested, placement: toTeamPlacement(row!, subscription.plan) };
}
