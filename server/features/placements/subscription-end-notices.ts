import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { MailQueue } from '../mail/mail.public.js';
import * as repository from './placements.repository.js';
import { lastDayOf } from './subscription-days.js';
import { endNoticeMails, withdrawalMails } from './subscription-end-mails.js';
import * as notices from './subscription-end-notices.repository.js';

export interface EndNoticeDeps {
  db: Database;
  mail: MailQueue;
  companyInbox: string;
  log: FastifyBaseLogger;
}

/**
 * Tells each subscription's team the end that has become known since the last run (a cancel from
 * the site, or one Stripe reported), once per end: the notice row and its mails commit together,
 * under the subscription's row lock, so a second run (or a second sync of the same cancel) finds it
 * told. A cancellation withdrawn since it was told is told too, and its notices forgotten, so a new
 * cancel is news again. Answers how many of each were told.
 */
export async function announceSubscriptionEnds(deps: EndNoticeDeps): Promise<{ announced: number; withdrawn: number }> {
  let announced = 0;
  let withdrawn = 0;
  for (const { id } of await notices.unannouncedEnds(deps.db)) {
    if (await oneAtATime(deps, id, () => announceEnd(deps, id))) announced += 1;
  }
  for (const id of await notices.withdrawnEnds(deps.db)) {
    if (await oneAtATime(deps, id, () => announceWithdrawal(deps, id))) withdrawn += 1;
  }
  return { announced, withdrawn };
}

/** One subscription's failure is logged and left for the next run; the others are still told. */
async function oneAtATime(deps: EndNoticeDeps, subscriptionId: string, tell: () => Promise<boolean>): Promise<boolean> {
  try {
    return await tell();
  } catch (error) {
    deps.log.error({ err: error, subscriptionId }, 'telling a subscription end failed; the next run tries again');
    return false;
  }
}

function announceEnd(deps: EndNoticeDeps, subscriptionId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const subscription = await repository.lockSubscription(tx, subscriptionId);
    const end = subscription && (await notices.unannouncedEndOf(tx, subscriptionId));
    if (!subscription || !end || !(await notices.insertNotice(tx, subscriptionId, end.endsAt))) return false;
    const team = await notices.teamEndingAt(tx, subscriptionId, end.endsAt);
    // The team's last day as /team says it (the region's time zone); each talent's own is in `team`.
    const day = lastDayOf({ ...subscription, endsAt: end.endsAt })!;
    for (const mail of endNoticeMails(subscription, { day, reached: end.reached, team }, deps.companyInbox)) await deps.mail.queue(tx, mail, deps.log);
    return true;
  });
}

function announceWithdrawal(deps: EndNoticeDeps, subscriptionId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const subscription = await repository.lockSubscription(tx, subscriptionId);
    if (!subscription || !(await notices.deleteNoticesOfWithdrawn(tx, subscriptionId))) return false;
    const team = await notices.activeTeamOf(tx, subscriptionId);
    for (const mail of withdrawalMails(subscription, team, deps.companyInbox)) await deps.mail.queue(tx, mail, deps.log);
    return true;
  });
}
