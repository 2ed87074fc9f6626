import type { z } from 'zod';
import type { AdminPlacement, AssignableTalent, assignableTalentsQuerySchema, StaffingRow, staffingListQuerySchema } from '../../../contract/placements.js';
import { jobTracksOfPlan } from '../../../contract/catalogues/job-tracks.js';
import type { PlanKey } from '../../../contract/catalogues/plans.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../lib/ids.js';
import { inOrderOf, listCacheOf } from '../../lib/list-cache.js';
import { pageOf } from '../../lib/paging.js';
import { placementErrors } from './placements.errors.js';
import { roleOf, toAdminPlacement } from './placements.mapper.js';
import { pastPlacementsOf, teamPlacementsOf } from './placements.repository.js';
import { lastDayOf } from './subscription-days.js';
import { assignableTalentsByIds, assignableTalentsSource, staffingRowsByIds, staffingSource, type StaffingSubscriptionRow } from './staffing.repository.js';

type StaffingQuery = z.output<typeof staffingListQuerySchema>;
type AssignableTalentsQuery = z.output<typeof assignableTalentsQuerySchema>;

const DEFAULT_PAGE_SIZE = 10;
const DAY_MS = 86_400_000;

function toStaffingRow(row: StaffingSubscriptionRow, active: AdminPlacement[], now: Date): StaffingRow {
  return {
    subscriptionId: row.id,
    description: row.description,
    status: row.status,
    customer: { userId: row.userId, name: row.customerName, email: row.customerEmail },
    plan: row.plan as PlanKey,
    role: roleOf(row.plan),
    seats: row.quantity,
    filledSeats: row.filledSeats,
    paidSince: new Date(row.paidSince).toISOString(),
    paymentOverdueSince: row.pastDueSince === null ? null : new Date(row.pastDueSince).toISOString(),
    daysWaiting: row.waitingSince === null ? null : Math.max(0, Math.floor((now.getTime() - new Date(row.waitingSince).getTime()) / DAY_MS)),
    placements: active,
    replacementRequests: row.replacementRequests,
    cancelled: row.cancelled,
    // The team's last day as /team says it; each placement's own is its `endDate`.
    endsOn: row.cancelled ? lastDayOf({ endsAt: row.endsAt ? new Date(row.endsAt) : null, region: row.region, paidSince: new Date(row.paidSince) }) : null,
  };
}

/** Rows for these subscriptions, in the order of `ids`, each with the placements on its team (a replaced talent until their last day). */
async function staffingRows(db: Database, ids: string[]): Promise<StaffingRow[]> {
  const [rows, active] = await Promise.all([
    staffingRowsByIds(db, ids),
    teamPlacementsOf(db, ids),
  ]);
  const now = new Date();
  const bySubscription = new Map<string, AdminPlacement[]>();
  for (const placement of active.map(toAdminPlacement)) {
    bySubscription.set(placement.subscriptionId, [...(bySubscription.get(placement.subscriptionId) ?? []), placement]);
  }
  return inOrderOf(ids, rows).map((row) => toStaffingRow(row, bySubscription.get(row.id) ?? [], now));
}

/** The Staffing list: staffable subscriptions, unfilled first unless sorted otherwise, one page. */
export async function listStaffing(db: Database, query: StaffingQuery): Promise<{ rows: StaffingRow[]; total: number }> {
  const filter = {
    q: query.q || undefined,
    seats: query.seats,
    replacementRequested: query.replacementRequested === undefined ? undefined : query.replacementRequested === 'true',
    standing: query.standing,
  };
  const { limit, offset } = pageOf(query, DEFAULT_PAGE_SIZE);
  const { ids, total } = await listCacheOf(db).page(db, staffingSource(db, filter, query.sort ?? 'unfilled_first'), offset, limit);
  return { rows: await staffingRows(db, ids), total };
}

/** One subscription's Staffing row and its ended placements, newest first. */
export async function getStaffingSubscription(db: Database, id: string) {
  if (!isUuid(id)) throw placementErrors.subscriptionNotFound();
  const [row] = await staffingRows(db, [id]);
  if (!row) throw placementErrors.subscriptionNotFound();
  const ended = await pastPlacementsOf(db, id);
  return { row, history: ended.map(toAdminPlacement) };
}

/**
 * Hired applicants not placed anywhere: whom the assign dialog offers. With `plan`, those hired
 * for a job of the plan's role come first, each marked whether it does.
 */
export async function listAssignableTalents(db: Database, query: AssignableTalentsQuery): Promise<{ talents: AssignableTalent[]; total: number }> {
  const { limit, offset } = pageOf(query, DEFAULT_PAGE_SIZE);
  const { plan } = query;
  const { ids, total } = await listCacheOf(db).page(db, assignableTalentsSource(db, query.q || undefined, plan), offset, limit);
  const rows = inOrderOf(ids, await assignableTalentsByIds(db, ids));
  return {
    talents: rows.map((row) => ({
      applicantId: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      jobTitle: row.jobTitle,
      ...(plan ? { matchesRole: row.jobTrack !== null && jobTracksOfPlan[plan].includes(row.jobTrack) } : {}),
      hiredAt: new Date(row.hiredAt).toISOString(),
    })),
    total,
  };
}
