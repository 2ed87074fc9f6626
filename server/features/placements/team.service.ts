import { placementMessages, type TeamSeat, type TeamSubscription } from '../../../contract/placements.js';
import type { PlanKey } from '../../../contract/catalogues/plans.js';
import { DEFAULT_REGION, isRegion } from '../../../contract/catalogues/regions.js';
import { dateIn, worksOnOrAfter } from '../../../contract/placement-dates.js';
import type { Database } from '../../db/database.js';
import { accountReadsOf, untilNextQuarterHour, type AccountReader, type ReadVersions } from '../../lib/account-reads-cache.js';
import { findDatabaseError } from '../../lib/database-errors.js';
import { isUuid } from '../../lib/ids.js';
import { notifyCompany } from '../mail/mail.public.js';
import { daysToFill } from './days-to-fill.repository.js';
import { talentRoleOf } from './emails/placement-mail-facts.js';
import type { PlacementsDeps } from './placements-deps.js';
import { placementErrors } from './placements.errors.js';
import { roleOf, toTeamPlacement } from './placements.mapper.js';
import * as repository from './placements.repository.js';
import { workPausedFrom } from './payment-grace.js';
import { isStaffed, lastDayOf, subscriptionCancelledError } from './subscription-days.js';

/** Works today or later, in its own time zone, for a subscription that has not ended. */
const onTeamOf = (subscription: repository.StaffedSubscription, now: Date) => (row: repository.PlacementDetails) =>
  isStaffed(subscription, now) && worksOnOrAfter(row, dateIn(row.timeZone, now));

/**
 * The seats of a staffable subscription, each with who works in it now and a replacement who
 * starts the day after (a replaced talent stays on the team through their last day).
 */
function seatsOf(subscription: repository.StaffedSubscription, onTeam: repository.PlacementDetails[], medianDaysToFill: number | null, now: Date): TeamSeat[] {
  const open = isStaffed(subscription, now);
  const bySeat = new Map<number, repository.PlacementDetails[]>();
  for (const placement of [...onTeam].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    bySeat.set(placement.seat, [...(bySeat.get(placement.seat) ?? []), placement]);
  }
  const filled = (seat: number, [current, next]: repository.PlacementDetails[]): TeamSeat => ({
    seat,
    state: 'filled',
    placement: toTeamPlacement(current!, subscription.plan),
    next: next ? toTeamPlacement(next, subscription.plan) : null,
  });
  const seats: TeamSeat[] = [];
  const count = open ? subscription.quantity : 0;
  // Open seats are the quantity less the seats a talent works in: a seat removed below the top leaves its neighbour's number above the quantity.
  let openSeats = Math.max(0, count - [...bySeat.keys()].filter((seat) => bySeat.get(seat)!.some((row) => row.endedAt === null)).length);
  for (let seat = 1; seat <= count; seat += 1) {
    const placements = bySeat.get(seat);
    if (placements) seats.push(filled(seat, placements));
    else if (openSeats > 0) {
      seats.push({ seat, state: 'open', medianDaysToFill });
      openSeats -= 1;
    }
  }
  // Seats beyond a quantity lowered since (or of a subscription ending) stay shown while their talent works.
  for (const [seat, placements] of bySeat) if (seat > count) seats.push(filled(seat, placements));
  return seats;
}

/**
 * The caller's team: each subscription's seats, filled or open, and who worked in them before.
 * Kept per account while nothing it reads is written (and the days-to-fill median, over every
 * customer's placements, while no placement is) and until the next quarter hour or a subscription's
 * end, the instants at which the clock alone changes who is on a team.
 */
export function myTeam(db: Database, account: AccountReader, paymentGraceDays: number): Promise<{ subscriptions: TeamSubscription[]; medianDaysToFill: number | null }> {
  return accountReadsOf(db).answer(account, 'team', teamVersion, async (now) => {
    const team = await readTeam(db, account.id, paymentGraceDays, now);
    return { value: team.answer, holdsUntil: Math.min(untilNextQuarterHour(now), ...team.endsAhead) };
  });
}

const teamVersion = (versions: ReadVersions) => `${versions.account}:${versions.placements}`;

async function readTeam(db: Database, userId: string, paymentGraceDays: number, now: Date) {
  const subscriptions = await repository.subscriptionsOfCustomer(db, userId);
  const [placementRows, { median: medianDaysToFill }] = await Promise.all([
    repository.placementDetails(db, repository.ofSubscriptions(subscriptions.map((subscription) => subscription.id))),
    // The same figure as the admin chart's (days-to-fill.repository.ts), null until enough placements have started.
    daysToFill(db),
  ]);
  return {
    // A subscription that ends later is no longer staffed from that instant.
    endsAhead: subscriptions.flatMap((subscription) => (subscription.endsAt && subscription.endsAt > now ? [subscription.endsAt.getTime()] : [])),
    answer: {
      medianDaysToFill,
      subscriptions: subscriptions.map((subscription) => {
        const own = placementRows.filter((row) => row.subscriptionId === subscription.id);
        const onTeam = onTeamOf(subscription, now);
        return {
          subscriptionId: subscription.id,
          description: subscription.description,
          status: subscription.status,
          plan: subscription.plan as PlanKey,
          role: roleOf(subscription.plan),
          region: isRegion(subscription.region) ? subscription.region : DEFAULT_REGION,
          seats: seatsOf(subscription, own.filter(onTeam), medianDaysToFill, now),
          endsOn: lastDayOf(subscription),
          cancelled: subscription.cancelled,
          paymentOverdue: subscription.status === 'past_due',
          paymentOverdueSince: subscription.status === 'past_due' && subscription.pastDueSince ? subscription.pastDueSince.toISOString() : null,
          workPausedFrom: workPausedFrom(subscription, own.filter(onTeam), paymentGraceDays),
          history: own.filter((row) => !onTeam(row)).map((row) => toTeamPlacement(row, subscription.plan)),
        };
      }),
    },
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
      const details = await repository.placementDetailsById(tx, placementId);
      await notifyCompany(
        deps,
        tx,
        deps.log,
        `Replacement requested by ${subscription.customerName}`,
        [
          ['Customer', `${subscription.customerName} <${subscription.customerEmail}>`],
          ['Subscription', subscription.description],
          ['Talent', details ? `${details.talentFirstName} ${details.talentLastName}` : undefined],
          // The job the talent was hired for (the plan is in the subscription's line): decision 0221.
          ['Role', talentRoleOf(details?.jobTitle, roleOf(subscription.plan))],
          ['Reason', reason],
        ],
        { label: 'Open Staffing', path: '/staffing?replacementRequested=true' },
      );
    });
  } catch (error) {
    if (findDatabaseError(error)?.constraint === 'replacement_requests_pending_unique') throw placementErrors.replacementAlreadyRequested();
    throw error;
  }
  const row = await repository.placementDetailsById(deps.db, placementId);
  return { message: placementMessages.replacementRequested, placement: toTeamPlacement(row!, subscription.plan) };
}
