import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { defineScheduledSweep } from '../../lib/scheduled-sweep.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { customerReviewReminderMail, talentSubmitReminderMail } from './emails/timesheet-reminders.email.js';
import * as jobs from './timesheet-jobs.repository.js';
import { weekContaining } from './weeks.js';

export const AUTO_APPROVE_TASK = 'timesheets.auto-approve';
export const REMINDERS_TASK = 'timesheets.reminders';

/**
 * Weeks approved per transaction (and per audit row): each statement takes ~0.2 s (a backlog of
 * 10,000 went at 6,000–8,000 a second on the bench's data), so a customer answering one of them
 * waits little, and the audit row that lists them stays under 100 kB (decision 0204).
 */
const AUTO_APPROVE_BATCH = 1000;

/**
 * One pass of the automatic approval: every week still waiting for its customer whose approve-by
 * time is `at` or earlier becomes auto-approved, audited as the system's (one audit row per batch,
 * listing its weeks), in batches of one statement and one transaction each. Answers how many weeks
 * were approved. Nobody is mailed: billing's sweep reads the weeks approved lately.
 */
export async function autoApproveDueTimesheets(deps: { db: Database }, at: Date = new Date(), batchSize = AUTO_APPROVE_BATCH): Promise<number> {
  let approved = 0;
  for (;;) {
    const batch = await deps.db.transaction((tx) => jobs.autoApproveBatch(tx, at, batchSize));
    approved += batch;
    if (batch < batchSize) return approved;
  }
}

export interface ReminderDeps {
  db: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
}

/**
 * One pass of the reminders, worked out per time zone (the customer's, which the week follows):
 * where it is past Friday 15:00 this week, each talent with an active placement who has not
 * submitted the week; where it is past Monday 09:00, each customer with weeks submitted by then
 * and still waiting. Each person is recorded once per kind and week, and mailed in the same
 * transaction only when the record is new, so a second run (or another instance) mails no one twice.
 */
export async function sendTimesheetReminders(deps: ReminderDeps, now: Date = new Date()): Promise<{ talents: number; customers: number }> {
  let talents = 0;
  let customers = 0;
  for (const zone of await jobs.activePlacementZones(deps.db)) {
    const week = weekContaining(now, zone);
    if (now < week.talentReminderAt) continue;
    talents += await deps.db.transaction(async (tx) => {
      const due = await jobs.recordTalentReminders(tx, zone, { weekStart: week.weekStart, friday: week.dates[4]! });
      for (const talent of due) {
        await deps.mail.queue(tx, mailOf(talentSubmitReminderMail, talent.email, { talentName: talent.name, company: talent.company, weekStart: week.weekStart }), deps.log);
      }
      return due.length;
    });
  }
  for (const zone of await jobs.waitingWeekZones(deps.db)) {
    const week = weekContaining(now, zone);
    if (now < week.customerReminderAt) continue;
    customers += await deps.db.transaction(async (tx) => {
      const due = await jobs.recordCustomerReminders(tx, zone, { weekStart: week.weekStart, remindAt: week.customerReminderAt });
      for (const customer of due) {
        await deps.mail.queue(tx, mailOf(customerReviewReminderMail, customer.email, { customerName: customer.name, weeks: customer.weeks }), deps.log);
      }
      return due.length;
    });
  }
  return { talents, customers };
}

/**
 * The automatic approval every five minutes (a week is approved at most five minutes after its
 * time), and the reminders every hour: each run mails whoever's local reminder time has passed
 * this week and who was not reminded yet.
 */
export function defineTimesheetTasks(tasks: TaskQueue, deps: ReminderDeps): void {
  defineScheduledSweep(tasks, AUTO_APPROVE_TASK, { cron: '*/5 * * * *', expireInSeconds: 600 }, async () => {
    const approved = await autoApproveDueTimesheets(deps);
    if (approved > 0) deps.log.info({ approved }, 'timesheets approved automatically');
  });
  defineScheduledSweep(tasks, REMINDERS_TASK, { cron: '0 * * * *', expireInSeconds: 900, retryDelaySeconds: 120 }, async () => {
    const sent = await sendTimesheetReminders(deps);
    if (sent.talents + sent.customers > 0) deps.log.info(sent, 'timesheet reminders queued');
  });
}
