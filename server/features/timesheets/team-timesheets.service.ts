import type { FastifyBaseLogger } from 'fastify';
import { timesheetMessages, type Timesheet, type TimesheetStatus } from '../../../contract/timesheets.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../lib/ids.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { timesheetDisputedMail } from './emails/timesheet-disputed.email.js';
import { timesheetErrors } from './timesheets.errors.js';
import * as repository from './timesheets.repository.js';
import { hoursOf, toTimesheet } from './timesheet-rows.repository.js';
import { isPaged, pageOf } from '../../lib/paging.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { tellWeekDecided } from './week-decided.js';

export interface TeamTimesheetsDeps {
  db: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
  /** Where an approval tells billing (WEEK_DECIDED_TASK); none in tests of other features. */
  tasks?: TaskQueue | undefined;
}

export interface TeamTimesheetsQuery {
  status?: TimesheetStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The customer's team's weeks, those waiting for their answer first; paged when asked, else all of them. */
export async function teamTimesheets(db: Database, customerId: string, query: TeamTimesheetsQuery) {
  const filter = { customerId, status: query.status, q: query.q };
  const paged = isPaged(query);
  const page = paged ? pageOf(query, 20) : undefined;
  const [rows, counts] = await Promise.all([repository.teamWeeks(db, filter, page), repository.countTeamWeeks(db, filter)]);
  return { rows: rows.map(toTimesheet), total: counts.total, awaitingReview: counts.awaitingReview };
}

type Answer = { status: 'approved' } | { status: 'disputed'; reason: string };

/**
 * The customer approves a week of their team, or sends it back with a reason: one answer per
 * week, whoever asks at the same moment (the update's own condition decides). The audit row, and
 * for a dispute the talent's e-mail, are written in the same transaction. Another customer's week,
 * or none, answers 404; a week of theirs already answered (or back with the talent) 409.
 */
async function answerWeek(deps: TeamTimesheetsDeps, audit: AuditContext, id: string, answer: Answer): Promise<Timesheet> {
  if (!isUuid(id)) throw timesheetErrors.notFound();
  const customerId = audit.actor.id;
  await deps.db.transaction(async (tx) => {
    const reason = answer.status === 'disputed' ? answer.reason : undefined;
    const answered = await repository.answerWeek(tx, { id, customerId, status: answer.status, reason, at: new Date() });
    if (!answered) throw (await repository.isCustomersWeek(tx, id, customerId)) ? timesheetErrors.notAwaitingReview() : timesheetErrors.notFound();
    const week = (await repository.findWeekById(tx, id))!;
    const talent = `${week.talentFirstName} ${week.talentLastName}`;
    await recordAdminAction(tx, {
      ...audit,
      action: answer.status === 'approved' ? 'timesheet.approved' : 'timesheet.disputed',
      target: { type: 'timesheet', id },
      detail: { talent, talentId: week.talentId, weekStart: week.weekStart, totalHours: hoursOf(week.totalQuarterHours), ...(reason ? { reason } : {}) },
    });
    if (answer.status === 'approved') await tellWeekDecided(deps.tasks, tx, id);
    if (reason) {
      const address = await repository.talentAddressOf(tx, week.talentId);
      if (address) {
        const props = { talentFirstName: address.firstName, company: week.customerName, weekStart: week.weekStart, totalHours: hoursOf(week.totalQuarterHours), reason };
        await deps.mail.queue(tx, mailOf(timesheetDisputedMail, address.email, props), deps.log);
      }
    }
  });
  return toTimesheet((await repository.findWeekById(deps.db, id))!);
}

export async function approveTimesheet(deps: TeamTimesheetsDeps, audit: AuditContext, id: string) {
  return { message: timesheetMessages.approved, timesheet: await answerWeek(deps, audit, id, { status: 'approved' }) };
}

export async function disputeTimesheet(deps: TeamTimesheetsDeps, audit: AuditContext, id: string, reason: string) {
  return { message: timesheetMessages.disputed, timesheet: await answerWeek(deps, audit, id, { status: 'disputed', reason }) };
}
