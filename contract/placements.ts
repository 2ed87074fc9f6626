import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { planKeys } from './catalogues/plans.js';
import { regions } from './catalogues/regions.js';
import { errorBodySchema, idParamsSchema, plainText, requiredText, typeable } from './common.js';
import { pagingQuerySchema } from './paging.js';
import { isIsoDate, isTimeZone } from './placement-dates.js';

const isoDateField = plainText('Start date', 10).refine(isIsoDate, 'Start date must be a date (YYYY-MM-DD).');

export { nextBusinessDay, isoDatePattern, isTimeZone } from './placement-dates.js';

const c = initContract();

/** Texts of the Staffing and Your team screens, and of the API's answers about placements. */
export const placementMessages = {
  assigned: 'Talent assigned.',
  ended: 'Placement ended.',
  replaced: 'Replacement assigned.',
  replacementRequested: 'Your request for a replacement has been sent. We will be in touch shortly.',
  subscriptionNotFound: 'Subscription not found.',
  placementNotFound: 'Placement not found.',
  talentNotFound: 'Talent not found.',
  /** 409: every seat is taken (also the answer of the losers when admins assign at once). */
  seatsFull: 'Every seat of this subscription is already filled.',
  /** 409: the talent works full-time for someone else already. */
  talentAlreadyPlaced: 'This talent is already placed on a subscription.',
  /** 409: only applicants whose status is Hired can be placed. */
  talentNotHired: 'Only hired applicants can be placed.',
  /** 409: a canceled, unpaid or ended subscription takes no new placements. */
  subscriptionNotStaffable: 'This subscription is not active, so it cannot be staffed.',
  /** 409 placements.payment_overdue: a past-due subscription takes no new talent until it is paid. */
  paymentOverdue: "This subscription's last payment failed, so no talent can be placed in it until it is paid.",
  /** 409 placements.subscription_cancelled: from the moment it is cancelled, its seats take no new talent and no replacement. */
  subscriptionCancelled: (endsOn: string) => `This subscription is canceled and ends on ${endsOn}: no new talent or replacement is placed in it.`,
  /** 409 placements.customer_unverified. */
  customerUnverified: "This customer has not verified their e-mail address yet, so no talent can be placed with them. They get a new link when they log in, and can send one from the site's banner.",
  /** 409: ending or replacing a placement that has already ended. */
  placementAlreadyEnded: 'This placement has already ended.',
  /** 409: the customer already asked, and the admins have not acted on it yet. */
  replacementAlreadyRequested: 'A replacement has already been requested for this talent.',
  reasonRequired: 'Please give a reason.',
  startDateInvalid: 'Start date must be a date (YYYY-MM-DD).',
  startDateTooEarly: 'Start date cannot be before today.',
  /** 400 placements.start_date_weekend: a talent starts on their first working day. */
  startDateWeekend: 'Start date must be a working day (Monday to Friday) in the customer\'s time zone.',
  /** 409: the subscription is set to end (canceled, or a fixed term) before the talent would start. */
  startsAfterSubscriptionEnds: 'This subscription ends before that start date.',
  timeZoneInvalid: 'Time zone must be an IANA time zone such as America/New_York.',
  /** What an open seat says to the customer. */
  recruiting: 'We are recruiting for this seat.',
} as const;

/**
 * Which Stripe statuses the admin home counts and the Staffing list shows as active and as past due:
 * one definition, so the two agree. Past due (the renewal declined, Stripe retrying) is not active.
 * Any other status is on neither: canceled, unpaid and incomplete_expired have ended; incomplete was
 * never paid; paused bills nothing.
 */
export const subscriptionStandings = { active: ['active', 'trialing'], past_due: ['past_due'] } as const;
export type SubscriptionStanding = keyof typeof subscriptionStandings;
export const subscriptionStandingKeys = ['active', 'past_due'] as const satisfies readonly SubscriptionStanding[];

/** Subscription statuses whose seats are staffed: paid (or in trial), or past due while Stripe retries. */
export const staffableSubscriptionStatuses = [...subscriptionStandings.active, ...subscriptionStandings.past_due] as const;

/**
 * Days to fill a seat: calendar days from the day it opened to its talent's first day, over the
 * placements that started in the last `months` months (this one included). The median is shown
 * only once `minimumPlacements` have started: with six, the fastest and the slowest fill bracket
 * the true median 97% of the time (1 - 2/2^6), with five only 94% (docs/decisions.md).
 */
export const daysToFillRule = { months: 12, minimumPlacements: 6 } as const;

/** The working week every placement is: full-time, 40 hours, Monday to Friday. */
export const workingWeek = { hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00' } as const;

export const workingHoursSchema = z.object({
  hoursPerWeek: z.number().int(),
  days: z.string(),
  /** Local times in `timeZone`, 24-hour 'HH:MM'. */
  start: z.string(),
  end: z.string(),
  /** IANA time zone of the customer the talent works for (America/New_York). */
  timeZone: z.string(),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** How a placement ended: an admin ended it, a replacement took the seat, or the subscription ended. */
export const placementEndKinds = ['ended', 'replaced', 'subscription_ended'] as const;
export type PlacementEndKind = (typeof placementEndKinds)[number];

const replacementRequestSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  requestedAt: z.string(),
});

/** A placement as admins see it (Staffing): the talent's name, e-mail, job title, and the end's reason. */
export const adminPlacementSchema = z.object({
  _id: z.string(),
  subscriptionId: z.string(),
  /** 1..quantity: the seat of the subscription the talent fills. */
  seat: z.number().int(),
  talent: z.object({ applicantId: z.string(), name: z.string(), email: z.string(), jobTitle: z.string().nullable() }),
  /** YYYY-MM-DD, the talent's first working day. */
  startDate: z.string(),
  workingHours: workingHoursSchema,
  /** ISO time it ended; null while active. */
  endedAt: z.string().nullable(),
  /**
   * YYYY-MM-DD, the talent's last working day, in the placement's time zone: the one end date every
   * screen and mail shows. Known ahead of the end once the subscription is cancelled (`endedAt` still
   * null then); null while the placement goes on with no end in sight.
   */
  endDate: z.string().nullable(),
  endKind: z.enum(placementEndKinds).nullable(),
  endReason: z.string().nullable(),
  /** YYYY-MM-DD, in the placement's time zone: the first day of its current pause (its subscription's payment overdue past the grace period); null when not paused. */
  pausedFrom: z.string().nullable(),
  /** The customer's pending request to replace this talent, if any. */
  replacementRequest: replacementRequestSchema.nullable(),
  createdAt: z.string(),
});
export type AdminPlacement = z.infer<typeof adminPlacementSchema>;

/** One paid subscription on the Staffing list. */
export const staffingRowSchema = z.object({
  /** Our subscription id (the `_id` of the subscription records). */
  subscriptionId: z.string(),
  description: z.string(),
  status: z.string(),
  customer: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  plan: z.enum(planKeys),
  /** The plan's name: the role each seat is for ("Senior Technical"). */
  role: z.string(),
  /** The subscription's quantity. */
  seats: z.number().int(),
  filledSeats: z.number().int(),
  /** ISO time the subscription started being paid. */
  paidSince: z.string(),
  /** ISO time its renewal's payment was first found overdue (past due); null while it is paid. */
  paymentOverdueSince: z.string().nullable(),
  /** Whole days the longest-open seat has waited; null when every seat is filled. */
  daysWaiting: z.number().int().nullable(),
  /** The active placements, by seat. */
  placements: z.array(adminPlacementSchema),
  /** How many of them the customer asked to replace. */
  replacementRequests: z.number().int(),
  /** Cancelled by the customer: it takes no new talent or replacement, and its team works until `endsOn`. */
  cancelled: z.boolean(),
  /** YYYY-MM-DD, the team's last day (in the region's time zone, as /team says it) once cancelled; else null. */
  endsOn: z.string().nullable(),
});
export type StaffingRow = z.infer<typeof staffingRowSchema>;

/** Default: unfilled first (most open seats, then longest waiting). */
export const staffingSorts = [
  'unfilled_first', 'daysWaiting_desc', 'daysWaiting_asc', 'paidSince_desc', 'paidSince_asc',
  'customer_asc', 'customer_desc', 'role_asc', 'role_desc',
] as const;
export type StaffingSort = (typeof staffingSorts)[number];

export const staffingListQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(staffingSorts, { errorMap: () => ({ message: `sort must be one of ${staffingSorts.join(', ')}` }) }).optional(),
  /** open: subscriptions with an open seat; full: every seat filled. */
  seats: z.enum(['open', 'full'], { errorMap: () => ({ message: 'seats must be open or full' }) }).optional(),
  /** true: only subscriptions with a pending replacement request (the admin home's link). */
  replacementRequested: z.enum(['true', 'false'], { errorMap: () => ({ message: 'replacementRequested must be true or false' }) }).optional(),
  /** active or past_due, as `subscriptionStandings` says (the admin home's links). */
  standing: z.enum(subscriptionStandingKeys, { errorMap: () => ({ message: 'standing must be active or past_due' }) }).optional(),
});

/** A hired applicant who is not placed: whom the assign dialog offers. */
export const assignableTalentSchema = z.object({
  applicantId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The job they were hired for: their role. */
  jobTitle: z.string().nullable(),
  /**
   * With `plan` asked: whether that job fits the plan's seats (`jobTracksOfPlan` in
   * catalogues/job-tracks.ts). Those come first.
   */
  matchesRole: z.boolean().optional(),
  /** ISO time the applicant's status became Hired. */
  hiredAt: z.string(),
});
export type AssignableTalent = z.infer<typeof assignableTalentSchema>;

export const assignableTalentsQuerySchema = pagingQuerySchema.extend({
  /** The plan of the seat to fill: talents hired for a job of its role come first, marked `matchesRole`. */
  plan: z.enum(planKeys, { errorMap: () => ({ message: `plan must be one of ${planKeys.join(', ')}` }) }).optional(),
});

const applicantIdField = typeable(
  z.string({ required_error: 'Please choose a talent.', invalid_type_error: 'Please choose a talent.' }).trim().min(1, 'Please choose a talent.').max(100, 'Please choose a talent.'),
  'Talent',
);
const reasonField = requiredText(placementMessages.reasonRequired, 1000, 'Reason', 'multi');

export const assignTalentBodySchema = z
  .object({
    applicantId: applicantIdField,
    /** YYYY-MM-DD; the next business day when absent (see `nextBusinessDay`). */
    startDate: isoDateField.optional(),
    /** The customer's IANA time zone for the working hours; the subscription's region's when absent. */
    timeZone: plainText('Time zone', 64).refine(isTimeZone, placementMessages.timeZoneInvalid).optional(),
  })
  .strict();
export type AssignTalentBody = z.input<typeof assignTalentBodySchema>;

export const endPlacementBodySchema = z.object({ reason: reasonField }).strict();

/** The old placement ends (kind 'replaced') and the new talent starts in the same seat. */
export const replacePlacementBodySchema = z
  .object({
    applicantId: applicantIdField,
    startDate: isoDateField.optional(),
    /** Why the old placement ends; the customer's request's reason (or 'Replaced') when absent. */
    reason: reasonField.optional(),
  })
  .strict();

export const replacementRequestBodySchema = z.object({ reason: reasonField }).strict();

/** A talent as the customer sees them: never the resume, phone, address or an admin's remarks. */
export const teamPlacementSchema = z.object({
  _id: z.string(),
  seat: z.number().int(),
  talent: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  role: z.string(),
  startDate: z.string(),
  workingHours: workingHoursSchema,
  endedAt: z.string().nullable(),
  /** YYYY-MM-DD, the talent's last working day, in the placement's time zone; known ahead of the end once the subscription is cancelled. */
  endDate: z.string().nullable(),
  endKind: z.enum(placementEndKinds).nullable(),
  /** The caller's own pending request, if any. */
  replacementRequest: z.object({ reason: z.string(), requestedAt: z.string() }).nullable(),
});
export type TeamPlacement = z.infer<typeof teamPlacementSchema>;

export const teamSeatSchema = z.discriminatedUnion('state', [
  z.object({
    seat: z.number().int(),
    state: z.literal('filled'),
    /** Who works in the seat now (or starts first): a replaced talent until their last day. */
    placement: teamPlacementSchema,
    /** The replacement who takes the seat the day after `placement`'s last day; null without one. */
    next: teamPlacementSchema.nullable(),
  }),
  z.object({
    seat: z.number().int(),
    state: z.literal('open'),
    /** The median calendar days to fill a seat (`daysToFillRule`); null until enough placements have started. */
    medianDaysToFill: z.number().nullable(),
  }),
]);
export type TeamSeat = z.infer<typeof teamSeatSchema>;

export const teamSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  description: z.string(),
  status: z.string(),
  plan: z.enum(planKeys),
  role: z.string(),
  /** Where it was bought, which decides its currency: a customer may pay in several. */
  region: z.enum(regions),
  /** Seats are listed while the subscription is staffable; an ended one keeps only its history. */
  seats: z.array(teamSeatSchema),
  /** YYYY-MM-DD, the last day the team works, once the subscription is cancelled (or its fixed term is known); else null. */
  endsOn: z.string().nullable(),
  /** Cancelled: no replacement can be asked for, and open seats are not filled. */
  cancelled: z.boolean(),
  /** Its renewal was not paid (Stripe retrying): no new talent, and the team's work pauses once the grace period ends. */
  paymentOverdue: z.boolean(),
  /** ISO time the payment was first found overdue; null while it is paid. */
  paymentOverdueSince: z.string().nullable(),
  /**
   * YYYY-MM-DD: while the payment is overdue, the first day the team's work is paused, or will be
   * once the grace period ends (the first day after it, in the team's time zone); null when it is
   * paid, or nobody works on it.
   */
  workPausedFrom: z.string().nullable(),
  /** Placements that have ended, newest first. */
  history: z.array(teamPlacementSchema),
});
export type TeamSubscription = z.infer<typeof teamSubscriptionSchema>;

const conflict = errorBodySchema;
const idParams = idParamsSchema;

export const placementsContract = c.router({
  listStaffing: {
    method: 'GET',
    path: '/staffing',
    query: staffingListQuerySchema,
    responses: { 200: z.object({ rows: z.array(staffingRowSchema), total: z.number().int() }) },
    summary: 'Admin: every paid subscription with its seats filled, unfilled first; searched, sorted and paged',
  },
  getStaffingSubscription: {
    method: 'GET',
    path: '/staffing/subscriptions/:id',
    pathParams: idParams,
    responses: { 200: z.object({ row: staffingRowSchema, history: z.array(adminPlacementSchema) }) },
    summary: "Admin: one subscription's seats, active placements and ended ones",
  },
  listAssignableTalents: {
    method: 'GET',
    path: '/staffing/talents',
    query: assignableTalentsQuerySchema,
    responses: { 200: z.object({ talents: z.array(assignableTalentSchema), total: z.number().int() }) },
    summary: "Admin: hired applicants who are not placed (the assign dialog): with `plan`, those whose job fits the plan's role first; then most recently hired first",
  },
  assignTalent: {
    method: 'POST',
    path: '/staffing/subscriptions/:id/placements',
    pathParams: idParams,
    body: assignTalentBodySchema,
    responses: { 201: z.object({ message: z.string(), placement: adminPlacementSchema }), 409: conflict },
    summary: 'Admin: places a hired talent in an open seat; 409 when the seats are full or the talent is placed',
  },
  endPlacement: {
    method: 'POST',
    path: '/staffing/placements/:id/end',
    pathParams: idParams,
    body: endPlacementBodySchema,
    responses: { 200: z.object({ message: z.string(), placement: adminPlacementSchema }), 409: conflict },
    summary: 'Admin: ends an active placement with a reason; the seat opens',
  },
  replacePlacement: {
    method: 'POST',
    path: '/staffing/placements/:id/replace',
    pathParams: idParams,
    body: replacePlacementBodySchema,
    responses: {
      201: z.object({ message: z.string(), ended: adminPlacementSchema, placement: adminPlacementSchema }),
      409: conflict,
    },
    summary: 'Admin: ends a placement and places another hired talent in the same seat',
  },
  myTeam: {
    method: 'GET',
    path: '/team',
    responses: {
      200: z.object({ subscriptions: z.array(teamSubscriptionSchema), medianDaysToFill: z.number().nullable() }),
    },
    summary: "Customer: the caller's subscriptions, each seat filled or open, and past placements",
  },
  requestReplacement: {
    method: 'POST',
    path: '/team/placements/:id/replacement-request',
    pathParams: idParams,
    body: replacementRequestBodySchema,
    responses: {
      201: z.object({ message: z.string(), placement: teamPlacementSchema }),
      409: conflict,
    },
    summary: "Customer: asks for someone else in one of their own talent's seat, with a reason",
  },
});
