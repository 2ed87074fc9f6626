import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { datesOfWeek, roleOfPlan, type TimesheetView } from './timesheet-rows.repository.js';
import { weekDaysOf, type PauseSpan } from './week-days.js';

/** A week's hours split for payroll, in quarter hours (whole numbers, so sums are exact). */
export interface HoursSplit {
  contracted: number;
  regular: number;
  overtime: number;
  weekend: number;
  total: number;
}

const QUARTERS_PER_HOUR = 4;
const SATURDAY = 5;

/**
 * Payroll's split of a week (docs/decisions.md, "Payroll's split"): weekend = the hours of the
 * week's Saturday and Sunday (calendar days of the placement's zone); regular = the weekday hours
 * up to the contracted hours (8 for each Monday-to-Friday day the placement covers that week and is
 * not paused on, 40 for a whole week); overtime = the weekday hours above that. The cap is the week's, not the day's: a
 * long Monday and a short Friday are all regular. regular + overtime + weekend = total, always.
 */
export function splitHours(
  week: Pick<TimesheetView, 'weekStart' | 'quarterHours' | 'placementStartDate' | 'placementEndDate'> & { pauses?: readonly PauseSpan[] },
): HoursSplit {
  const placement = { startDate: week.placementStartDate, endDate: week.placementEndDate };
  const contracted = weekDaysOf(datesOfWeek(week.weekStart), placement, week.pauses ?? []).contractedHours * QUARTERS_PER_HOUR;
  const sum = (days: number[]) => days.reduce((total, quarters) => total + quarters, 0);
  const weekdays = sum(week.quarterHours.slice(0, SATURDAY));
  const weekend = sum(week.quarterHours.slice(SATURDAY));
  const regular = Math.min(weekdays, contracted);
  return { contracted, regular, overtime: weekdays - regular, weekend, total: weekdays + weekend };
}

/** One line of the CSV: a talent's week, or the totals line at the end (text cells empty there). */
export interface PayrollLine extends HoursSplit {
  talent: string;
  talentEmail: string | null;
  customer: string | null;
  customerEmail: string | null;
  role: string | null;
  weekStart: string | null;
  weekEnd: string | null;
  timeZone: string | null;
  placementFirstDay: string | null;
  /** Empty while the placement goes on. */
  placementLastDay: string | null;
  /** Monday to Sunday, quarter hours. */
  days: number[];
  status: string | null;
  settlementReason: string | null;
  approvedAt: string | null;
}

/** A week an admin settled is approved with the settlement's reason kept: payroll sees it as settled. */
export function payrollStatusOf(week: Pick<TimesheetView, 'status' | 'settlementReason'>): string {
  if (week.status === 'auto_approved') return 'Auto-approved';
  return week.settlementReason === null ? 'Approved' : 'Settled';
}

/** 'YYYY-MM-DD HH:mm' on the wall clock of `timeZone` (which the CSV names beside it). */
export const localDateTime = (instant: Date, timeZone: string) => format(new TZDate(instant, timeZone), 'yyyy-MM-dd HH:mm');

export function payrollLineOf(week: TimesheetView): PayrollLine {
  const dates = datesOfWeek(week.weekStart);
  return {
    ...splitHours(week),
    talent: `${week.talentFirstName} ${week.talentLastName}`,
    talentEmail: week.talentEmail,
    customer: week.customerName,
    customerEmail: week.customerEmail,
    role: roleOfPlan(week.plan),
    weekStart: week.weekStart,
    weekEnd: dates[6]!,
    timeZone: week.timeZone,
    placementFirstDay: week.placementStartDate,
    placementLastDay: week.placementEndDate,
    days: week.quarterHours,
    status: payrollStatusOf(week),
    settlementReason: week.settlementReason,
    // An automatic approval has no approver, but a time all the same.
    approvedAt: localDateTime(new Date(week.decidedAt ?? week.approveBy), week.timeZone),
  };
}

/** The weeks' lines as they come, then the totals line: each number column summed over the lines above it. */
export async function* payrollLines(weeks: AsyncIterable<TimesheetView>): AsyncGenerator<PayrollLine> {
  const totals: PayrollLine = {
    talent: 'Total',
    talentEmail: null,
    customer: null,
    customerEmail: null,
    role: null,
    weekStart: null,
    weekEnd: null,
    timeZone: null,
    placementFirstDay: null,
    placementLastDay: null,
    days: [0, 0, 0, 0, 0, 0, 0],
    contracted: 0,
    regular: 0,
    overtime: 0,
    weekend: 0,
    total: 0,
    status: null,
    settlementReason: null,
    approvedAt: null,
  };
  for await (const week of weeks) {
    const line = payrollLineOf(week);
    totals.days = totals.days.map((quarters, day) => quarters + (line.days[day] ?? 0));
    for (const key of ['contracted', 'regular', 'overtime', 'weekend', 'total'] as const) totals[key] += line[key];
    yield line;
  }
  yield totals;
}

/**
 * The file's name is its pay period, Monday to Sunday: the weeks asked for (`from`'s Monday to
 * `to`'s Sunday), an end not asked for taken from the weeks in the file. `payroll-2026-11-16_2026-11-29.csv`.
 */
export function payrollFilename(period: { from?: string | undefined; to?: string | undefined }, weekStarts: readonly string[]): string {
  const sorted = [...weekStarts].sort();
  const first = period.from ?? sorted[0];
  const lastMonday = period.to ?? sorted.at(-1);
  const last = lastMonday === undefined ? undefined : datesOfWeek(lastMonday)[6];
  if (first && last) return `payroll-${first}_${last}.csv`;
  if (first) return `payroll-from-${first}.csv`;
  if (last) return `payroll-until-${last}.csv`;
  return 'payroll-no-approved-weeks.csv';
}
