import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { defineScheduledSweep } from '../../lib/scheduled-sweep.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import type { MailQueue } from '../mail/mail.public.js';
import { endingMails } from './placement-emails.js';
import { talentRoleOf } from './emails/placement-mail-facts.js';
import { roleOf } from './placements.mapper.js';
import * as repository from './placements.repository.js';
import { announceSubscriptionEnds, type EndNoticeDeps } from './subscription-end-notices.js';
import { placementsOfEndedSubscriptions, shortenHandoversPastTheEnd } from './subscription-ends.repository.js';

export const END_WITH_SUBSCRIPTIONS_TASK = 'placements.end-with-subscriptions';

/**
 * Ends the active placements of every subscription that has ended, as of the subscription's end
 * (the end of the period it was canceled at; now, when Stripe gave no time), and tells each talent. Answers how many ended. Each placement
 * is ended in its own short transaction with its e-mail, so one failure leaves the rest done.
 */
export async function endPlacementsOfEndedSubscriptions(deps: { db: Database; mail: MailQueue; log: FastifyBaseLogger }): Promise<number> {
  const due = await placementsOfEndedSubscriptions(deps.db);
  await shortenHandoversPastTheEnd(deps.db);
  let ended = 0;
  for (const { id, endsAt } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const placement = await repository.lockPlacement(tx, id);
      if (!placement || placement.endedAt) return false;
      const subscription = await repository.findSubscription(tx, placement.subscriptionId);
      if (!subscription) return false;
      const row = await repository.endPlacementRow(tx, id, { kind: 'subscription_ended', reason: 'The subscription ended.', at: new Date(endsAt) });
      const talent = await repository.lockTalent(tx, placement.talentId);
      if (!row || !talent) return false;
      const mails = endingMails({
        customer: { name: subscription.customerName, email: subscription.customerEmail },
        talent: { firstName: talent.firstName, lastName: talent.lastName, email: talent.email },
        role: talentRoleOf(talent.jobTitle, roleOf(subscription.plan)),
        endedOn: row.endDate!,
        kind: 'subscription_ended',
      });
      for (const mail of mails) await deps.mail.queue(tx, mail, deps.log);
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}

/**
 * Every five minutes, one instance tells each team the subscription end that has become known (or
 * been withdrawn) since, then ends what the subscriptions' ends call for (and no sooner than the end).
 */
export function definePlacementTasks(tasks: TaskQueue, deps: EndNoticeDeps): void {
  defineScheduledSweep(tasks, END_WITH_SUBSCRIPTIONS_TASK, { cron: '*/5 * * * *', expireInSeconds: 300 }, async () => {
    // Told first: an end that has come is told to the inbox before its placements end (and mail their own news).
    const told = await announceSubscriptionEnds(deps);
    if (told.announced + told.withdrawn > 0) deps.log.info(told, 'subscription ends told to their teams');
    const ended = await endPlacementsOfEndedSubscriptions(deps);
    if (ended > 0) deps.log.info({ ended }, 'placements ended with their subscriptions');
  });
}
