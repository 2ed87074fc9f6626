import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { extraHourRate, findPlan } from '../../../contract/catalogues/plans.js';
import { isRegion } from '../../../contract/catalogues/regions.js';
import { splitHours } from '../timesheets/timesheets.public.js';
import type { BillingDeps } from './billing-deps.js';
import { billChargeAtStripe } from './extra-hours-stripe.js';
import * as repository from './extra-hours.repository.js';
import type { BillableWeek } from './extra-hours.repository.js';

/** How far back the sweep looks for decisions: a week approved or settled lately (the sweep runs every few minutes). */
const SWEEP_WINDOW_MS = 3 * 86_400_000;
/** A charge whose Stripe call has not ended after this long is tried again (same idempotency keys). */
const RETRY_AFTER_MS = 10 * 60_000;

/** '4 h', '4.25 h'. */
export const hoursText = (quarterHours: number) => `${Math.abs(quarterHours) / 4} h`;

/**
 * A week's billable extra hours, in quarter hours: the weekday hours over the week's contracted
 * ones, and the weekend hours: payroll's overtime + weekend (`splitHours`), so the payroll CSV and
 * the invoice agree week by week.
 */
export function extraQuarterHoursOf(week: Pick<BillableWeek, 'weekStart' | 'quarterHours' | 'placementStartDate' | 'placementEndDate' | 'pauses'>) {
  const split = splitHours(week);
  return { overtime: split.overtime, weekend: split.weekend, total: split.overtime + split.weekend };
}

/** What the invoice line says: the talent, the week and the hours, and for a correction what it corrects. */
export function chargeDescription(week: Pick<BillableWeek, 'talentName' | 'weekStart'>, extra: { overtime: number; weekend: number; total: number }, delta: number, revision: number): string {
  const weekOf = `week of ${format(parseISO(week.weekStart), 'd MMM yyyy')}`;
  if (revision === 0) {
    const parts = [extra.overtime > 0 ? `${hoursText(extra.overtime)} over the contracted hours` : null, extra.weekend > 0 ? `${hoursText(extra.weekend)} at the weekend` : null].filter(Boolean);
    return `Extra hours: ${week.talentName}, ${weekOf}: ${hoursText(extra.total)} (${parts.join(', ')})`;
  }
  const sign = delta < 0 ? '−' : '+';
  return `Extra hours corrected: ${week.talentName}, ${weekOf}: ${sign}${hoursText(delta)} (settled at ${hoursText(extra.total)} in all)`;
}

/**
 * Bills what a week's extra hours add since its last charge: the whole of them the first time
 * (revision 0), the difference after a settlement changed them (a correcting revision, a credit or
 * a charge). The row is claimed first, so parallel approvals (the customer and the automatic one)
 * bill a week once; then Stripe is asked with a key made of the week and the revision.
 */
async function billWeek(deps: BillingDeps, week: BillableWeek): Promise<boolean> {
  const extra = extraQuarterHoursOf(week);
  const delta = extra.total - week.billedQuarterHours;
  if (delta === 0) return false;
  const plan = findPlan(week.plan);
  if (!plan || !isRegion(week.region)) {
    deps.log.error({ timesheetId: week.timesheetId, plan: week.plan, region: week.region }, 'extra hours: the subscription has no catalogue plan, nothing billed');
    return false;
  }
  const rate = extraHourRate(plan, week.region);
  const charge = await repository.claimCharge(deps.db, {
    timesheetId: week.timesheetId,
    revision: week.revisions,
    subscriptionId: week.subscriptionId,
    customerId: week.customerId,
    weekStart: week.weekStart,
    quarterHours: delta,
    billedQuarterHours: extra.total,
    hourlyRate: rate,
    amount: Math.round((delta * rate) / 4),
    currency: week.currency,
    description: chargeDescription(week, extra, delta, week.revisions),
  });
  if (!charge) return false;
  await billChargeAtStripe(deps, charge, week);
  return true;
}

/**
 * One pass: every week approved or settled in the window (or the weeks `ids`) whose extra hours
 * differ from what was billed is billed, and charges left unfinished are tried again. Answers how
 * many charges were made.
 */
export async function billExtraHours(deps: BillingDeps, options: { now?: Date; ids?: readonly string[] } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const weeks = await repository.billableWeeks(deps.db, options.ids ? { ids: options.ids } : { since: new Date(now.getTime() - SWEEP_WINDOW_MS) });
  let made = 0;
  for (const week of weeks) {
    try {
      if (await billWeek(deps, week)) made += 1;
    } catch (error) {
      deps.log.error({ err: error, timesheetId: week.timesheetId }, 'extra hours: billing the week failed');
    }
  }
  const unfinished = await repository.unfinishedCharges(deps.db, new Date(now.getTime() - RETRY_AFTER_MS));
  const weeksOfUnfinished = new Map((await repository.billableWeeks(deps.db, { ids: unfinished.map((charge) => charge.timesheetId) })).map((week) => [week.timesheetId, week]));
  for (const charge of unfinished) {
    const week = weeksOfUnfinished.get(charge.timesheetId);
    if (week) await billChargeAtStripe(deps, charge, week);
  }
  return made;
}
