import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { lastDayBefore } from '../../../contract/placement-dates.js';
import type { Transaction } from '../../db/database.js';
import type { MailQueue } from '../mail/mail.public.js';
import { talentEndingMail } from './placement-emails.js';
import { talentRoleOf } from './emails/placement-mail-facts.js';
import { roleOf } from './placements.mapper.js';
import * as repository from './placements.repository.js';
import { placements } from './placements.table.js';

export interface SeatRelease {
  /** The talent who worked in the seat and their last day (the day before the period's end, in the placement's zone); null for an open seat. */
  talent: { name: string; lastDay: string } | null;
}

/**
 * A seat leaves its subscription at `endsAt` (the end of the period it is paid for): its talent, if
 * any, works through the day before and is told so now (the placement ends ahead, as a
 * replacement's handover does). The other talents keep their seat numbers: a seat number is a
 * label tied to its days (`placements_seat_one_per_day`), so one above the lowered quantity stays
 * while its talent works, and the open seats are the quantity less the talents working. Runs in
 * the caller's transaction, under the subscription's row lock (the one every assignment takes).
 */
export async function releaseSeat(
  deps: { mail: MailQueue; log: FastifyBaseLogger },
  tx: Transaction,
  change: { subscriptionId: string; seat: number; endsAt: Date },
): Promise<SeatRelease> {
  const subscription = await repository.lockSubscription(tx, change.subscriptionId);
  if (!subscription) return { talent: null };
  const [active] = await tx
    .select()
    .from(placements)
    .where(and(eq(placements.subscriptionId, change.subscriptionId), eq(placements.seat, change.seat), isNull(placements.endedAt)));
  let talent: SeatRelease['talent'] = null;
  if (active) {
    const lastDay = lastDayBefore(active.timeZone, change.endsAt, active.startDate);
    const ended = await repository.endPlacementRow(tx, active.id, { kind: 'ended', reason: 'The customer removed the seat at the end of the billing period.', lastDay });
    const person = await repository.lockTalent(tx, active.talentId);
    if (ended && person) {
      talent = { name: `${person.firstName} ${person.lastName}`, lastDay: ended.endDate! };
      const parties = {
        customer: { name: subscription.customerName, email: subscription.customerEmail },
        talent: { firstName: person.firstName, lastName: person.lastName, email: person.email },
        role: talentRoleOf(person.jobTitle, roleOf(subscription.plan)),
      };
      await deps.mail.queue(tx, talentEndingMail({ ...parties, endedOn: ended.endDate! }), deps.log);
    }
  }
  return { talent };
}
