import type { FastifyBaseLogger } from 'fastify';
import { dateIn } from '../../../contract/placement-dates.js';
import type { Database } from '../../db/database.js';
import { defineScheduledSweep } from '../../lib/scheduled-sweep.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { placementPausedTalentMail, placementsPausedCompanyMail, placementsPausedCustomerMail } from './emails/placement-paused.email.js';
import { placementResumedTalentMail, placementsResumedCustomerMail } from './emails/placement-resumed.email.js';
import { roleOf } from './placements.mapper.js';
import { talentRoleOf } from './emails/placement-mail-facts.js';
import * as repository from './placements.repository.js';
import { pastDueSinceOf, pausePlacementsOf, resumePausesOf, subscriptionsToPause, subscriptionsToResume, type PausedPlacement } from './payment-pauses.repository.js';

export const PAYMENT_PAUSES_TASK = 'placements.payment-pauses';

export interface PaymentPauseDeps {
  db: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
  companyInbox: string;
  /** PAYMENT_GRACE_DAYS: days a past-due subscription's talents keep working before their placements pause. */
  paymentGraceDays: number;
}

const nameOf = (placement: PausedPlacement) => `${placement.talentFirstName} ${placement.talentLastName}`;

/**
 * Pauses the placements of every subscription overdue past its grace period, from the first day
 * after the grace in each placement's time zone, and tells the customer (one mail), each talent and
 * the company inbox, in the transaction that writes the pauses: a second run finds nothing left to
 * pause and mails no one again. Each subscription is done in its own transaction, under its row
 * lock. Answers how many placements were paused.
 */
export async function pausePlacementsOfOverdueSubscriptions(deps: PaymentPauseDeps, now: Date = new Date()): Promise<number> {
  let paused = 0;
  for (const subscriptionId of await subscriptionsToPause(deps.db, deps.paymentGraceDays, now)) {
    paused += await deps.db.transaction(async (tx) => {
      const subscription = await repository.lockSubscription(tx, subscriptionId);
      if (!subscription) return 0;
      const placements = await pausePlacementsOf(tx, subscriptionId, deps.paymentGraceDays, now);
      const [first] = placements;
      if (!first) return 0;
      const overdue = await pastDueSinceOf(tx, subscriptionId);
      const team = {
        customerName: subscription.customerName,
        customerEmail: subscription.customerEmail,
        subscription: subscription.description,
        role: roleOf(subscription.plan),
        overdueSince: dateIn(first.timeZone, overdue ?? now),
        graceDays: deps.paymentGraceDays,
        talents: placements.map((placement) => ({ name: nameOf(placement), firstDay: placement.day })),
      };
      await deps.mail.queue(tx, mailOf(placementsPausedCustomerMail, subscription.customerEmail, team), deps.log);
      await deps.mail.queue(tx, mailOf(placementsPausedCompanyMail, deps.companyInbox, team), deps.log);
      for (const placement of placements) {
        const mail = mailOf(placementPausedTalentMail, placement.talentEmail, {
          talentFirstName: placement.talentFirstName,
          customerName: subscription.customerName,
          role: talentRoleOf(placement.jobTitle, team.role),
          firstDay: placement.day,
        });
        await deps.mail.queue(tx, mail, deps.log);
      }
      return placements.length;
    });
  }
  return paused;
}

/**
 * Ends the pauses of every subscription paid again (its sync cleared `past_due_since` and set it
 * active), from the day it was paid, and tells the customer (one mail) and each talent whose
 * placement still goes on that day; the company inbox sees it on Staffing. Answers how many
 * placements were resumed.
 */
export async function resumePlacementsOfPaidSubscriptions(deps: PaymentPauseDeps, now: Date = new Date()): Promise<number> {
  let resumed = 0;
  for (const subscriptionId of await subscriptionsToResume(deps.db)) {
    resumed += await deps.db.transaction(async (tx) => {
      const subscription = await repository.lockSubscription(tx, subscriptionId);
      if (!subscription) return 0;
      const placements = await resumePausesOf(tx, subscriptionId, now);
      const working = placements.filter((placement) => placement.works);
      if (working.length > 0) {
        const team = {
          customerName: subscription.customerName,
          subscription: subscription.description,
          role: roleOf(subscription.plan),
          talents: working.map((placement) => ({ name: nameOf(placement), day: placement.day })),
        };
        await deps.mail.queue(tx, mailOf(placementsResumedCustomerMail, subscription.customerEmail, team), deps.log);
      }
      for (const placement of working) {
        const mail = mailOf(placementResumedTalentMail, placement.talentEmail, { talentFirstName: placement.talentFirstName, customerName: subscription.customerName, day: placement.day });
        await deps.mail.queue(tx, mail, deps.log);
      }
      return placements.length;
    });
  }
  return resumed;
}

/**
 * Every five minutes, one instance resumes what was paid, then pauses what is overdue past its
 * grace (a payment that arrives between two runs is seen before anything pauses).
 */
export function definePaymentPauseTasks(tasks: TaskQueue, deps: PaymentPauseDeps): void {
  defineScheduledSweep(tasks, PAYMENT_PAUSES_TASK, { cron: '*/5 * * * *', expireInSeconds: 300 }, async () => {
    const resumed = await resumePlacementsOfPaidSubscriptions(deps);
    const paused = await pausePlacementsOfOverdueSubscriptions(deps);
    if (resumed > 0 || paused > 0) deps.log.info({ resumed, paused }, "placements paused or resumed with their subscriptions' payments");
  });
}
