import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from './common.js';

const c = initContract();

/** Texts of the seats and extra hours on Your team, and of the API's answers about them. */
export const teamBillingMessages = {
  seatAdded: 'The seat is added and paid. We will start looking for your new talent.',
  seatPaymentRequired: 'The seat is not added yet: its payment did not go through. Pay the open invoice to add it; until then nothing changes.',
  seatRemovalScheduled: 'The seat will be removed at the end of the billing period.',
  seatAddWaiting: 'A seat you added is still waiting for its payment. Pay or let its invoice lapse before adding another.',
  amountChanged: 'The amount due has changed since you looked. Check the new amount and confirm again.',
  notStaffable: 'Seats can only change on an active, paid subscription.',
  lastSeat: 'A subscription keeps at least one seat. To stop it entirely, cancel it on Subscriptions.',
  seatNotFound: 'That seat is not part of this subscription.',
  seatAlreadyLeaving: 'That seat is already leaving at the end of the period.',
  subscriptionNotFound: 'Subscription not found.',
  portalNote: 'To add or remove talents, use Your team: seats change there, with the amount shown before you pay.',
} as const;

export const seatChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(['add', 'remove']),
  status: z.enum(['pending', 'applied', 'failed', 'scheduled', 'canceled']),
  fromQuantity: z.number().int(),
  toQuantity: z.number().int(),
  seat: z.number().int().nullable(),
  amountDue: z.number().int().nullable(),
  currency: z.string(),
  /** ISO: an addition once paid, a removal at the period's end. */
  effectiveAt: z.string().nullable(),
  requestedBy: z.string().nullable(),
  /** A removed seat's talent and their last working day (null: the seat was open). */
  talentName: z.string().nullable(),
  talentLastDay: z.string().nullable(),
  createdAt: z.string(),
});
export type SeatChange = z.infer<typeof seatChangeSchema>;

export const extraHoursChargeSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  description: z.string(),
  /** Quarter hours this line bills (negative: a credit after a settlement). */
  quarterHours: z.number().int(),
  hourlyRate: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
});

export const teamBillingSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  currency: z.string(),
  /** Seats usable now (a removed one stays until the period's end). */
  seats: z.number().int(),
  /** Seats billed from the next renewal. */
  seatsFromNextPeriod: z.number().int(),
  /** ISO end of the current period: when removals take effect and the next invoice comes. */
  periodEnd: z.string().nullable(),
  /** Why seats cannot change now (null: they can). */
  cannotChange: z.string().nullable(),
  /** An added seat waiting for its payment, with the invoice to pay it on. */
  pendingAdd: z.object({ amountDue: z.number().int().nullable(), invoiceUrl: z.string().nullable(), createdAt: z.string() }).nullable(),
  /** Seats leaving at the period's end, with their talent's last day (null: an open seat). */
  removals: z.array(z.object({ seat: z.number().int(), effectiveAt: z.string(), talentName: z.string().nullable(), talentLastDay: z.string().nullable() })),
  /** Extra hours billed and waiting for the next invoice. */
  extraHoursWaiting: z.array(extraHoursChargeSchema),
  extraHoursWaitingTotal: z.number().int(),
  /** Price of one extra or weekend hour of one talent, in the smallest unit. */
  extraHourRate: z.number().int().nullable(),
});
export type TeamBillingSubscription = z.infer<typeof teamBillingSubscriptionSchema>;

export const seatPreviewSchema = z.object({
  /** What the card is charged now, tax included: the seat prorated to the period's end, and what waited for the next invoice (extra hours), in the smallest unit. */
  amountDueNow: z.number().int(),
  /** Of it, the seat to the period's end, before tax. */
  prorationAmount: z.number().int(),
  /** Of it, the extra hours (and other items) that waited for the next invoice and are charged with it. */
  waitingIncluded: z.number().int(),
  /** What each period costs from the next renewal, before tax. */
  newPeriodAmount: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  /** ISO: when the next period starts. */
  periodEnd: z.string().nullable(),
  /** Unix seconds the proration is reckoned at: sent back on confirmation so the charge is the amount shown. */
  prorationDate: z.number().int(),
  /** Stripe Tax is on: the amount due now includes it; the period amount is before it. */
  taxAdded: z.boolean(),
});
export type SeatPreview = z.infer<typeof seatPreviewSchema>;

export const addSeatBodySchema = z.object({ prorationDate: z.number().int().positive(), expectedAmountDue: z.number().int() }).strict();
export const removeSeatBodySchema = z.object({ seat: z.number().int().min(1).max(10_000) }).strict();

/** Your team's billing: seats added (paid prorated) or removed (at the period's end), and extra hours waiting for the next invoice. */
export const teamBillingContract = c.router({
  teamBilling: {
    method: 'GET',
    path: '/team/billing',
    responses: { 200: z.object({ subscriptions: z.array(teamBillingSubscriptionSchema) }) },
    summary: "Customer: each subscription's seats (changes waiting or scheduled) and the extra hours waiting for the next invoice",
  },
  previewAddSeat: {
    method: 'POST',
    path: '/team/subscriptions/:id/seats/preview',
    pathParams: idParamsSchema,
    body: c.noBody(),
    responses: { 200: seatPreviewSchema, 409: errorBodySchema, 502: errorBodySchema },
    summary: "Customer: what adding a talent's seat charges now and from the next renewal (Stripe's invoice preview)",
  },
  addSeat: {
    method: 'POST',
    path: '/team/subscriptions/:id/seats',
    pathParams: idParamsSchema,
    body: addSeatBodySchema,
    responses: {
      200: z.object({ message: z.string(), outcome: z.enum(['added', 'payment_required']), invoiceUrl: z.string().nullable(), seatChange: seatChangeSchema }),
      409: errorBodySchema,
      502: errorBodySchema,
    },
    summary: 'Customer: adds a seat, charged prorated at once; without a payment nothing changes',
  },
  removeSeat: {
    method: 'POST',
    path: '/team/subscriptions/:id/seats/remove',
    pathParams: idParamsSchema,
    body: removeSeatBodySchema,
    responses: { 200: z.object({ message: z.string(), seatChange: seatChangeSchema, talentLastDay: z.string().nullable() }), 409: errorBodySchema, 502: errorBodySchema },
    summary: "Customer: removes a seat at the period's end (its talent, if any, works until then)",
  },
  seatChanges: {
    method: 'GET',
    path: '/staffing/subscriptions/:id/seat-changes',
    pathParams: idParamsSchema,
    responses: { 200: z.object({ changes: z.array(seatChangeSchema) }) },
    summary: "Admin: a subscription's seat changes, newest first",
  },
});
