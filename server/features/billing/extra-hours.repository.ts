import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.table.js';
import { placementPauses, placements } from '../placements/placements.table.js';
import type { PauseSpan } from '../timesheets/timesheets.public.js';
import { timesheets } from '../timesheets/timesheets.table.js';
import { subscriptions } from './billing.table.js';
import { extraHourCharges, type ExtraHourChargeRow } from './extra-hours.table.js';
import { rowsOf } from '../../db/rows.js';

/** An approved week with what its extra hours are billed from: the placement's days, the plan and the Stripe subscription. */
export interface BillableWeek {
  timesheetId: string;
  customerId: string;
  weekStart: string;
  quarterHours: number[];
  placementStartDate: string;
  placementEndDate: string | null;
  pauses: PauseSpan[];
  talentName: string;
  subscriptionId: string;
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  subscriptionStatus: string;
  plan: string;
  region: string;
  currency: string;
  cancelAt: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  paymentMethodId: string | null;
  /** What the week's charges bill so far, in quarter hours, and how many there are (the next revision). */
  billedQuarterHours: number;
  revisions: number;
}

/**
 * Approved, auto-approved and settled weeks decided at `since` or later (the sweep's window, on
 * `timesheets_decided_idx`), or the weeks `ids` whatever their decision time, with what their
 * charges bill so far. A week with no hours is left out: it has none to bill.
 */
export function billableWeeks(db: Executor, filter: { since: Date } | { ids: readonly string[] }): Promise<BillableWeek[]> {
  const which =
    'since' in filter
      ? sql`t.decided_at >= ${filter.since.toISOString()}`
      : filter.ids.length === 0
        ? sql`false`
        : sql`t.id in (${sql.join(
            filter.ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  return rowsOf<BillableWeek>(
    db.execute(sql`
      select t.id as "timesheetId", t.customer_id as "customerId", t.week_start::text as "weekStart", t.quarter_hours as "quarterHours",
        p.start_date::text as "placementStartDate", p.end_date::text as "placementEndDate",
        coalesce((
          select json_agg(json_build_object('firstDay', pause.first_day, 'lastDay', pause.last_day) order by pause.first_day)
          from ${placementPauses} pause
          where pause.placement_id = p.id and pause.first_day <= t.week_start + 6 and (pause.last_day is null or pause.last_day >= t.week_start)
        ), '[]'::json) as "pauses",
        a.first_name || ' ' || a.last_name as "talentName",
        s.id as "subscriptionId", s.stripe_subscription_id as "stripeSubscriptionId", s.stripe_customer_id as "stripeCustomerId",
        s.status as "subscriptionStatus", s.plan as "plan", s.region as "region", s.currency as "currency",
        s.cancel_at as "cancelAt", s.cancel_at_period_end as "cancelAtPeriodEnd", s.current_period_end as "currentPeriodEnd", s.payment_method_id as "paymentMethodId",
        coalesce(billed.quarter_hours, 0)::int as "billedQuarterHours", coalesce(billed.revisions, 0)::int as "revisions"
      from ${timesheets} t
      join ${placements} p on p.id = t.placement_id
      join ${subscriptions} s on s.id = p.subscription_id
      join ${applicants} a on a.id = t.talent_id
      left join lateral (
        select sum(c.quarter_hours) as quarter_hours, count(*) as revisions from ${extraHourCharges} c where c.timesheet_id = t.id
      ) billed on true
      where t.status in ('approved', 'auto_approved') and t.total_quarter_hours > 0 and ${which}`),
  ).then((rows) => rows.map((row) => ({ ...row, cancelAt: row.cancelAt && new Date(row.cancelAt), currentPeriodEnd: row.currentPeriodEnd && new Date(row.currentPeriodEnd) })));
}

export type NewCharge = Omit<typeof extraHourCharges.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;

/**
 * Claims a week's next revision: of two sweeps (or instances) billing the same week at once, one
 * inserts and the other finds the row taken and bills nothing.
 */
export async function claimCharge(db: Executor, charge: NewCharge): Promise<ExtraHourChargeRow | undefined> {
  const [row] = await db
    .insert(extraHourCharges)
    .values({ ...charge, status: 'waiting' })
    .onConflictDoNothing({ target: [extraHourCharges.timesheetId, extraHourCharges.revision] })
    .returning();
  return row;
}

/** Charges made here whose Stripe call did not end (a crash, an outage) or failed: tried again with the same keys. */
export function unfinishedCharges(db: Executor, olderThan: Date): Promise<ExtraHourChargeRow[]> {
  return db
    .select()
    .from(extraHourCharges)
    .where(and(inArray(extraHourCharges.status, ['waiting', 'failed']), sql`${extraHourCharges.updatedAt} < ${olderThan.toISOString()}`))
    .limit(100);
}

export async function markCharge(
  db: Executor,
  id: string,
  change: { status: 'itemized' | 'invoiced' | 'failed'; stripeInvoiceItemId?: string; stripeInvoiceId?: string; error?: string | null },
): Promise<void> {
  await db
    .update(extraHourCharges)
    .set({ ...change, error: change.error ?? null, updatedAt: new Date() })
    .where(eq(extraHourCharges.id, id));
}

/** The invoice items an invoice billed: their charges are invoiced on it (no longer waiting for the next invoice). */
export async function markItemsInvoiced(db: Executor, invoiceId: string, invoiceItemIds: readonly string[]): Promise<void> {
  if (invoiceItemIds.length === 0) return;
  await db
    .update(extraHourCharges)
    .set({ status: 'invoiced', stripeInvoiceId: invoiceId, updatedAt: new Date() })
    .where(inArray(extraHourCharges.stripeInvoiceItemId, [...invoiceItemIds]));
}

/** A customer's charges not on an invoice yet (waiting for the subscription's next one), newest week first. */
export function waitingChargesOf(db: Executor, customerId: string): Promise<ExtraHourChargeRow[]> {
  return db
    .select()
    .from(extraHourCharges)
    .where(and(eq(extraHourCharges.customerId, customerId), inArray(extraHourCharges.status, ['waiting', 'itemized', 'failed'])))
    .orderBy(sql`${extraHourCharges.weekStart} desc, ${extraHourCharges.revision} asc`);
}

/** A week's charges, oldest revision first. */
export function chargesOfWeek(db: Executor, timesheetId: string): Promise<ExtraHourChargeRow[]> {
  return db.select().from(extraHourCharges).where(eq(extraHourCharges.timesheetId, timesheetId)).orderBy(extraHourCharges.revision);
}
