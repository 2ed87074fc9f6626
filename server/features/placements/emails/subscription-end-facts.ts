import { z } from 'zod';
import { formatDay } from './placement-mail-facts.js';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A talent on a team whose subscription ends: their name, first day and last working day (in their placement's time zone). */
export const endingTeamMemberProps = z.object({
  name: z.string().min(1),
  startDate: isoDay,
  lastDay: isoDay,
});
export type EndingTeamMemberProps = z.infer<typeof endingTeamMemberProps>;

/** What the customer and the inbox are told of a subscription's end: whose, which, the team's last day and each talent's. */
export const subscriptionEndProps = z.object({
  customerName: z.string().min(1),
  customerEmail: z.string(),
  /** The plan's name: the subscription's tier ('your Senior Technical subscription'), never a talent's role. */
  role: z.string().min(1),
  description: z.string(),
  /** YYYY-MM-DD: the team's last working day, as /team says it. */
  day: isoDay,
  team: z.array(endingTeamMemberProps),
  /** The end had come when it became known (a cancel at once at Stripe): told in the past. */
  reached: z.boolean().default(false),
});
export type SubscriptionEndProps = z.infer<typeof subscriptionEndProps>;

/** What a talent is told: for whom they work, in which role (`talentRoleOf`), from and until which day. */
export const talentEndProps = z.object({
  customerName: z.string().min(1),
  talentFirstName: z.string().min(1),
  role: z.string().min(1),
  startDate: isoDay,
  lastDay: isoDay,
});
export type TalentEndProps = z.infer<typeof talentEndProps>;

/** A placement whose subscription ends before its first day never starts. */
export const startsAfterEnd = (member: { startDate: string; lastDay: string }) => member.lastDay < member.startDate;

/** 'works until Monday, December 28, 2026', or 'will not start (was to start …)'. */
export function untilText(member: { startDate: string; lastDay: string }): string {
  return startsAfterEnd(member) ? `will not start (was to start ${formatDay(member.startDate)})` : `works until ${formatDay(member.lastDay)}`;
}

export const sampleEnd: SubscriptionEndProps = {
  customerName: 'Alex Morgan',
  customerEmail: 'alex.morgan@example.com',
  role: 'Senior Technical',
  description: 'Senior Technical — 2 talents, billed yearly',
  day: '2026-12-28',
  team: [
    { name: 'Maria Santos', startDate: '2026-03-02', lastDay: '2026-12-28' },
    { name: 'Ben Cruz', startDate: '2026-06-01', lastDay: '2026-12-28' },
  ],
  reached: false,
};

export const sampleTalentEnd: TalentEndProps = {
  customerName: 'Alex Morgan',
  talentFirstName: 'Maria',
  role: 'Inbound Support Specialist',
  startDate: '2026-03-02',
  lastDay: '2026-12-28',
};
