import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  timesheetMessages,
  type adminTimesheetsQuerySchema,
  type settleTimesheetBodySchema,
  type Timesheet,
  type timesheetExportQuerySchema,
} from '../../../contract/timesheets.js';
import type { Database } from '../../db/database.js';
import { csvStream, inBatches } from '../../lib/csv-export.js';
import { isUuid } from '../../lib/ids.js';
import { inOrderOf, listCacheOf } from '../../lib/list-cache.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { talentRoleOf } from '../placements/placements.public.js';
import { payrollCsvColumns } from './admin-timesheets.csv.js';
import { adminTimesheetErrors } from './admin-timesheets.errors.js';
import { payrollFilename, payrollLines } from './admin-timesheets.payroll.js';
import * as repository from './admin-timesheets.repository.js';
import { disputeSettledCustomerMail, disputeSettledTalentMail } from './emails/dispute-settled.email.js';
import { hoursOf, roleOfPlan, toTimesheet, type TimesheetView } from './timesheet-rows.repository.js';
import { pageOf } from '../../lib/paging.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { tellWeekDecided } from './week-decided.js';

type ListQuery = z.output<typeof adminTimesheetsQuerySchema>;
type SettleBody = z.output<typeof settleTimesheetBodySchema>;
type ExportQuery = z.output<typeof timesheetExportQuerySchema>;

export interface AdminTimesheetsDeps {
  db: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
  /** Where a settlement tells billing (WEEK_DECIDED_TASK); none in tests of other features. */
  tasks?: TaskQueue | undefined;
}

const DEFAULT_PAGE_SIZE = 20;
const MINUTE_MS = 60_000;

/** A customer or talent id that is not a uuid names no one: the list is empty, not an error. */
const namesNoOne = (id: string | undefined) => id !== undefined && id !== '' && !isUuid(id);

/** The admin Timesheets list: every week, newest first unless sorted otherwise, one page. */
export async function listTimesheets(db: Database, query: ListQuery): Promise<{ rows: Timesheet[]; total: number }> {
  if (namesNoOne(query.customerId) || namesNoOne(query.talentId)) return { rows: [], total: 0 };
  const filter: repository.AdminTimesheetFilter = {
    status: query.status,
    attention: query.attention,
    customerId: query.customerId || undefined,
    talentId: query.talentId || undefined,
    week: query.week,
    q: query.q || undefined,
    // Overdue is measured to the minute, so a filter's cached total and ids last at most that long.
    now: new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS),
  };
  const { limit, offset } = pageOf(query, DEFAULT_PAGE_SIZE);
  const people = filter.q ? await peopleMatching(db, filter.q) : undefined;
  const source = repository.adminTimesheetsSource(db, filter, query.sort ?? 'week_desc', people);
  const { ids, total } = await listCacheOf(db).page(db, source, offset, limit);
  const rows = inOrderOf(ids, await repository.timesheetsByIds(db, ids));
  return { rows: rows.map(toTimesheet), total };
}

/** Who a search names, kept until an applicant, an account or a placement changes (not when weeks do). */
function peopleMatching(db: Database, q: string): Promise<repository.TimesheetPeople> {
  return listCacheOf(db).whileUnchanged(db, ['applicants', 'users', 'placements'], `timesheet people ${q}`, () => repository.timesheetPeopleMatching(db, q));
}

function settlementMails(week: TimesheetView, settled: TimesheetView) {
  const props = {
    customerName: week.customerName,
    talentFirstName: week.talentFirstName,
    talentLastName: week.talentLastName,
    role: talentRoleOf(week.jobTitle, roleOfPlan(week.plan)),
    weekStart: week.weekStart,
    totalHours: hoursOf(settled.totalQuarterHours),
    hoursChanged: settled.quarterHours.some((quarters, day) => quarters !== week.quarterHours[day]),
    disputeReason: week.disputeReason ?? '',
    settlementReason: settled.settlementReason ?? '',
  };
  return [mailOf(disputeSettledTalentMail, week.talentEmail, props), mailOf(disputeSettledCustomerMail, week.customerEmail, props)];
}

/**
 * An admin settles a disputed week: it is approved with the hours that stand (the admin's, or the
 * submitted ones) and the reason is kept. The audit row and both mails commit with the change; a
 * week that is not disputed (any more) is 409, so two admins settling at once settle it once.
 */
export async function settleTimesheet(deps: AdminTimesheetsDeps, id: string, body: SettleBody, context: AuditContext) {
  if (!isUuid(id)) throw adminTimesheetErrors.notFound();
  const quarterHours = body.hours?.map((hours) => Math.round(hours * 4));
  await deps.db.transaction(async (tx) => {
    const locked = await repository.lockTimesheet(tx, id);
    if (!locked) throw adminTimesheetErrors.notFound();
    const week = await repository.findTimesheet(tx, id);
    if (!week || !(await repository.settleDisputedWeek(tx, id, { adminId: context.actor.id, reason: body.reason, quarterHours }))) {
      throw adminTimesheetErrors.notDisputed();
    }
    const settled = (await repository.findTimesheet(tx, id))!;
    await recordAdminAction(tx, {
      ...context,
      action: 'timesheet.settled',
      target: { type: 'timesheet', id },
      detail: {
        talent: `${week.talentFirstName} ${week.talentLastName}`,
        talentId: week.talentId,
        customer: week.customerName,
        weekStart: week.weekStart,
        hoursBefore: hoursOf(week.totalQuarterHours),
        hoursApproved: hoursOf(settled.totalQuarterHours),
        disputeReason: week.disputeReason,
        reason: body.reason,
      },
    });
    for (const mail of settlementMails(week, settled)) await deps.mail.queue(tx, mail, deps.log);
    await tellWeekDecided(deps.tasks, tx, id);
  });
  const settled = await repository.findTimesheet(deps.db, id);
  return { message: timesheetMessages.settled, timesheet: toTimesheet(settled!) };
}

/**
 * Payroll's CSV: approved, auto-approved and settled weeks, by talent, customer and week, split
 * into regular, overtime and weekend hours, with a totals line, through the one CSV writer; named
 * by its pay period. The weeks are read first (so the file is one moment's list and its name is
 * known before a byte is sent), then the rows in batches; the export is audited with its row count
 * and file name (not for a HEAD).
 */
export async function exportApprovedHours(db: Database, query: ExportQuery, audit: AuditContext | undefined): Promise<{ filename: string; csv: Readable }> {
  const unknownPerson = namesNoOne(query.customerId) || namesNoOne(query.talentId);
  const weeks = unknownPerson
    ? []
    : await repository.approvedWeeks(db, {
        from: query.from,
        to: query.to,
        customerId: query.customerId || undefined,
        talentId: query.talentId || undefined,
      });
  const filename = payrollFilename(query, weeks.map((week) => week.weekStart));
  if (audit) {
    await recordAdminAction(db, {
      ...audit,
      action: 'timesheets.exported',
      target: { type: 'timesheet', id: null },
      detail: { filter: query, rows: weeks.length, filename },
    });
  }
  const ids = weeks.map((week) => week.id);
  return { filename, csv: csvStream(payrollCsvColumns, payrollLines(inBatches(ids, (batch) => repository.timesheetsByIds(db, batch)))) };
}
