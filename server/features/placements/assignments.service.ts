import type { z } from 'zod';
import { addDays, dateIn, isWeekend } from '../../../contract/placement-dates.js';
import {
  type assignTalentBodySchema,
  nextBusinessDay,
  placementMessages,
  type replacePlacementBodySchema,
  type AdminPlacement,
  type PlacementEndKind,
} from '../../../contract/placements.js';
import type { Transaction } from '../../db/database.js';
import { findDatabaseError } from '../../lib/database-errors.js';
import { badRequest } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { ensureTalentAccount } from '../talents/talents.public.js';
import { assignmentMails, endingMails } from './placement-emails.js';
import type { PlacementsDeps } from './placements-deps.js';
import { placementErrors } from './placements.errors.js';
import { talentRoleOf } from './emails/placement-mail-facts.js';
import { roleOf, toAdminPlacement } from './placements.mapper.js';
import * as repository from './placements.repository.js';
import type { PlacementRow } from './placements.table.js';
import { isStaffed, subscriptionCancelledError } from './subscription-days.js';
import { timeZoneOfRegion, workingHoursIn } from './working-hours.js';

type AssignBody = z.output<typeof assignTalentBodySchema>;
type ReplaceBody = z.output<typeof replacePlacementBodySchema>;
type Subscription = repository.StaffedSubscription;
type Talent = NonNullable<Awaited<ReturnType<typeof repository.lockTalent>>>;

function ensureStaffable(subscription: Subscription) {
  if (!isStaffed(subscription)) throw placementErrors.subscriptionNotStaffable();
  // An account nobody has proven the address of is given nothing: not a team either.
  if (!subscription.customerEmailVerified) throw placementErrors.customerUnverified();
  // Unpaid is not paid: its talents keep working while Stripe retries, but no new one starts.
  if (subscription.status === 'past_due') throw placementErrors.paymentOverdue();
  if (subscription.cancelled) throw subscriptionCancelledError(subscription);
}

/** The talent, locked for the transaction: hired, and not placed elsewhere (the unique index has the last word). */
async function placeableTalent(tx: Transaction, applicantId: string): Promise<Talent> {
  const talent = isUuid(applicantId) ? await repository.lockTalent(tx, applicantId) : undefined;
  if (!talent) throw placementErrors.talentNotFound();
  if (talent.status !== 'Hired') throw placementErrors.talentNotHired();
  if (await repository.isTalentPlaced(tx, applicantId)) throw placementErrors.talentAlreadyPlaced();
  return talent;
}

/**
 * The start date asked for, or the next business day in the customer's time zone; never before
 * their today, and a working day: the hint, the mails and the team card promise a first working day.
 */
function startDateOf(asked: string | undefined, timeZone: string): string {
  if (!asked) return nextBusinessDay(timeZone);
  if (isWeekend(asked)) {
    throw badRequest('placements.start_date_weekend', placementMessages.startDateWeekend, { startDate: placementMessages.startDateWeekend });
  }
  if (asked < dateIn(timeZone)) {
    throw badRequest('placements.start_date_too_early', placementMessages.startDateTooEarly, { startDate: placementMessages.startDateTooEarly });
  }
  return asked;
}

/**
 * What the database refuses when admins act at once, as the answer a person can act on: the seat
 * or the talent was taken by a request that committed first (the indexes and the seat trigger).
 */
function conflictOf(error: unknown): unknown {
  const database = findDatabaseError(error);
  switch (database?.constraint) {
    case 'placements_active_seat_unique':
    case 'placements_seat_within_quantity':
    case 'placements_seat_one_per_day':
      return placementErrors.seatsFull();
    case 'placements_active_talent_unique':
    case 'placements_talent_one_per_day':
      return placementErrors.talentAlreadyPlaced();
    default:
      return error;
  }
}

async function inTransaction<T>(deps: PlacementsDeps, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    throw conflictOf(error);
  }
}

async function placeTalent(
  deps: PlacementsDeps,
  tx: Transaction,
  subscription: Subscription,
  request: { seat: number; applicantId: string; startDate?: string | undefined; timeZone: string; seatOpenSince: Date; replaces?: string },
  context: AuditContext,
): Promise<PlacementRow> {
  const talent = await placeableTalent(tx, request.applicantId);
  const startDate = startDateOf(request.startDate, request.timeZone);
  // A talent who would start after the last paid day would never work: the seat ends first.
  if (subscription.endsAt && startDate > dateIn(request.timeZone, subscription.endsAt)) throw placementErrors.startsAfterSubscriptionEnds();
  const placement = await repository.insertPlacement(tx, {
    subscriptionId: subscription.id,
    seat: request.seat,
    talentId: talent.id,
    startDate,
    timeZone: request.timeZone,
    seatOpenSince: request.seatOpenSince,
    assignedBy: context.actor.id,
  });
  await recordAdminAction(tx, {
    ...context,
    action: 'placement.assigned',
    target: { type: 'placement', id: placement.id },
    detail: { subscriptionId: subscription.id, seat: request.seat, applicantId: talent.id, startDate, ...(request.replaces ? { replaces: request.replaces } : {}) },
  });
  const mails = assignmentMails({
    customer: { name: subscription.customerName, email: subscription.customerEmail },
    talent: { firstName: talent.firstName, lastName: talent.lastName, email: talent.email },
    role: talentRoleOf(talent.jobTitle, roleOf(subscription.plan)),
    startDate,
    workingHours: workingHoursIn(request.timeZone),
  });
  for (const mail of mails) await deps.mail.queue(tx, mail, deps.log);
  // First placed: the invitation to the talent's own address, with the placement (no account is made or linked here).
  await ensureTalentAccount(tx, talent, deps);
  return placement;
}

async function endPlacementIn(
  deps: PlacementsDeps,
  tx: Transaction,
  subscription: Subscription,
  placement: PlacementRow,
  end: { kind: PlacementEndKind; reason: string; lastDay?: string },
  context: AuditContext,
): Promise<PlacementRow> {
  const ended = await repository.endPlacementRow(tx, placement.id, end);
  if (!ended) throw placementErrors.placementAlreadyEnded();
  await recordAdminAction(tx, {
    ...context,
    action: 'placement.ended',
    target: { type: 'placement', id: placement.id },
    detail: { subscriptionId: subscription.id, seat: placement.seat, applicantId: placement.talentId, kind: end.kind, reason: end.reason, lastDay: ended.endDate },
  });
  const talent = await repository.lockTalent(tx, placement.talentId);
  const mails = endingMails({
    customer: { name: subscription.customerName, email: subscription.customerEmail },
    talent: { firstName: talent!.firstName, lastName: talent!.lastName, email: talent!.email },
    role: talentRoleOf(talent!.jobTitle, roleOf(subscription.plan)),
    endedOn: ended.endDate!,
    kind: end.kind,
    upcoming: ended.endDate! >= dateIn(ended.timeZone),
  });
  for (const mail of mails) await deps.mail.queue(tx, mail, deps.log);
  return ended;
}

async function detailsOf(deps: PlacementsDeps, id: string): Promise<AdminPlacement> {
  const row = await repository.placementDetailsById(deps.db, id);
  return toAdminPlacement(row!);
}

/** Places a hired talent in the lowest open seat of a staffable subscription. */
export async function assignTalent(deps: PlacementsDeps, subscriptionId: string, body: AssignBody, context: AuditContext) {
  if (!isUuid(subscriptionId)) throw placementErrors.subscriptionNotFound();
  const placement = await inTransaction(deps, async (tx) => {
    const subscription = await repository.lockSubscription(tx, subscriptionId);
    if (!subscription) throw placementErrors.subscriptionNotFound();
    ensureStaffable(subscription);
    const taken = new Set(await repository.activeSeatsOf(tx, subscription.id));
    // A seat removed below the top leaves a talent working above the lowered quantity: the count decides, not the numbers.
    const seat = taken.size >= subscription.quantity ? undefined : Array.from({ length: subscription.quantity }, (_, i) => i + 1).find((candidate) => !taken.has(candidate));
    if (seat === undefined) throw placementErrors.seatsFull();
    return placeTalent(
      deps,
      tx,
      subscription,
      {
        seat,
        applicantId: body.applicantId,
        startDate: body.startDate,
        timeZone: body.timeZone ?? timeZoneOfRegion(subscription.region),
        seatOpenSince: await repository.seatOpenSince(tx, subscription.id, seat, subscription.paidSince),
      },
      context,
    );
  });
  return { message: placementMessages.assigned, placement: await detailsOf(deps, placement.id) };
}

/** The placement and its subscription, locked in that order (the order every writer takes them in). */
async function lockPlacementAndSubscription(tx: Transaction, id: string) {
  const found = isUuid(id) ? await repository.findPlacement(tx, id) : undefined;
  if (!found) throw placementErrors.placementNotFound();
  const subscription = await repository.lockSubscription(tx, found.subscriptionId);
  const placement = await repository.lockPlacement(tx, id);
  if (!subscription || !placement) throw placementErrors.placementNotFound();
  if (placement.endedAt) throw placementErrors.placementAlreadyEnded();
  return { subscription, placement };
}

/** Ends an active placement with the admin's reason; its seat opens. */
export async function endPlacement(deps: PlacementsDeps, id: string, reason: string, context: AuditContext) {
  const ended = await inTransaction(deps, async (tx) => {
    const { subscription, placement } = await lockPlacementAndSubscription(tx, id);
    return endPlacementIn(deps, tx, subscription, placement, { kind: 'ended', reason }, context);
  });
  return { message: placementMessages.ended, placement: await detailsOf(deps, ended.id) };
}

/**
 * Places another hired talent in the same seat, in one transaction, with a handover rather than a
 * gap: the current talent keeps working through the day before the new one starts (as the request
 * dialog and the team card promise). The seat's date-range rule holds both to one talent a day.
 */
export async function replacePlacement(deps: PlacementsDeps, id: string, body: ReplaceBody, context: AuditContext) {
  const { ended, placement } = await inTransaction(deps, async (tx) => {
    const locked = await lockPlacementAndSubscription(tx, id);
    ensureStaffable(locked.subscription);
    const startDate = startDateOf(body.startDate, locked.placement.timeZone);
    const request = await repository.pendingRequestOf(tx, id);
    const reason = body.reason ?? (request ? `Replacement requested: ${request.reason}` : 'Replaced');
    const endedRow = await endPlacementIn(deps, tx, locked.subscription, locked.placement, { kind: 'replaced', reason, lastDay: addDays(startDate, -1) }, context);
    const placed = await placeTalent(
      deps,
      tx,
      locked.subscription,
      {
        seat: locked.placement.seat,
        applicantId: body.applicantId,
        startDate,
        timeZone: locked.placement.timeZone,
        seatOpenSince: endedRow.endedAt ?? new Date(),
        replaces: id,
      },
      context,
    );
    return { ended: endedRow, placement: placed };
  });
  const [endedDetails, placementDetails] = await Promise.all([detailsOf(deps, ended.id), detailsOf(deps, placement.id)]);
  return { message: placementMessages.replaced, ended: endedDetails, placement: placementDetails };
}
