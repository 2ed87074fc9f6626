import type Stripe from 'stripe';
import { exceedsOnlineCharge, findPlan, largeOrder, type BillingCycle } from '../../../contract/catalogues/plans.js';
import { isRegion } from '../../../contract/catalogues/regions.js';
import { teamBillingMessages, type SeatChange, type SeatPreview } from '../../../contract/team-billing.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findDatabaseError } from '../../lib/database-errors.js';
import { isUuid } from '../../lib/ids.js';
import { callStripe, paymentsUnavailable, stripeErrorType } from '../../lib/stripe-calls.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { mailOf } from '../mail/mail.public.js';
import { releaseSeat } from '../placements/placements.public.js';
import type { BillingDeps } from './billing-deps.js';
import type { SeatChangeRow, SubscriptionRow } from './billing.table.js';
import { seatRemovedInboxMail } from './emails/seat-removed-inbox.email.js';
import * as seats from './seat-changes.repository.js';
import { syncSubscription } from './stripe-sync.js';

const conflict = (code: string, message: string) => new AppError(409, `billing.${code}`, message);
const subscriptionNotFound = () => notFound('billing.subscription_not_found', teamBillingMessages.subscriptionNotFound);

/** A preview's proration is good for this long: a confirmation after it is asked to look again. */
const PRORATION_VALID_SECONDS = 15 * 60;

export function toSeatChange(row: SeatChangeRow, currency: string): SeatChange {
  return {
    id: row.id,
    kind: row.kind as SeatChange['kind'],
    status: row.status as SeatChange['status'],
    fromQuantity: row.fromQuantity,
    toQuantity: row.toQuantity,
    seat: row.seat,
    amountDue: row.amountDue,
    currency,
    effectiveAt: row.effectiveAt?.toISOString() ?? null,
    requestedBy: row.requestedBy,
    talentName: row.talentName,
    talentLastDay: row.talentLastDay,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why the seats of a subscription cannot change now; null when they can. */
export function whySeatsCannotChange(subscription: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'>): string | null {
  // A fixed term's end (cancel_at) does not stop it: its added seats end with the term.
  return subscription.status !== 'active' || subscription.cancelAtPeriodEnd ? teamBillingMessages.notStaffable : null;
}

async function ownSubscription(deps: BillingDeps, userId: string, id: string): Promise<SubscriptionRow> {
  if (!isUuid(id)) throw subscriptionNotFound();
  const subscription = await seats.findOwnSubscription(deps.db, id, userId);
  if (!subscription) throw subscriptionNotFound();
  return subscription;
}

function assertChangeable(subscription: SubscriptionRow) {
  const why = whySeatsCannotChange(subscription);
  if (why) throw conflict('seats_unchangeable', why);
}

/** The subscription's one item at Stripe (the site makes one per subscription), with its quantity now. */
async function itemOf(deps: BillingDeps, subscription: SubscriptionRow): Promise<{ stripe: Stripe.Subscription; item: Stripe.SubscriptionItem }> {
  const stripe = await callStripe(deps.log, 'subscription retrieve', () => deps.stripe.client.subscriptions.retrieve(subscription.stripeSubscriptionId));
  const item = stripe.items.data[0];
  if (!item) throw conflict('seats_unchangeable', teamBillingMessages.notStaffable);
  return { stripe, item };
}

function assertWithinOnlineCap(deps: BillingDeps, subscription: SubscriptionRow, quantity: number) {
  const plan = findPlan(subscription.plan);
  if (!plan || !isRegion(subscription.region)) return;
  if (exceedsOnlineCharge(plan, subscription.region, subscription.billingCycle as BillingCycle, quantity, deps.stripeTax ?? false)) {
    throw conflict('amount_too_large', largeOrder.message);
  }
}

const isProration = (line: Stripe.InvoiceLineItem) => line.parent?.subscription_item_details?.proration === true;

/**
 * Stripe's preview of adding a seat: `always_invoice` is what the card is charged now, reckoned at
 * `prorationDate` or, without one, at Stripe's own now (its clock, not ours: they may differ).
 */
function previewSeatChange(deps: BillingDeps, subscription: SubscriptionRow, item: Stripe.SubscriptionItem, quantity: number, behavior: 'always_invoice' | 'none', prorationDate?: number) {
  return callStripe(deps.log, 'invoice preview', () =>
    deps.stripe.client.invoices.createPreview({
      customer: subscription.stripeCustomerId,
      subscription: subscription.stripeSubscriptionId,
      subscription_details: { items: [{ id: item.id, quantity }], proration_behavior: behavior, ...(prorationDate === undefined ? {} : { proration_date: prorationDate }) },
    }),
  );
}

/** The moment Stripe reckoned a preview's prorations at (its clock). */
const prorationDateOf = (preview: Stripe.Invoice) => preview.parent?.subscription_details?.subscription_proration_date ?? preview.created;

/**
 * What adding one seat costs, from Stripe's invoice previews reckoned now: what the card is charged
 * at once (the proration to the period's end, and whatever waits for the subscription's next
 * invoice, such as extra hours, which Stripe's immediate invoice takes along; tax included), and
 * what each period costs from the next renewal (the period line at the new quantity, before tax).
 * The proration time is given back, to be sent with the confirmation.
 */
export async function previewAddSeat(deps: BillingDeps, userId: string, id: string): Promise<SeatPreview> {
  const subscription = await ownSubscription(deps, userId, id);
  assertChangeable(subscription);
  const { item } = await itemOf(deps, subscription);
  const quantity = (item.quantity ?? 1) + 1;
  assertWithinOnlineCap(deps, subscription, quantity);
  const [now, renewal] = await Promise.all([previewSeatChange(deps, subscription, item, quantity, 'always_invoice'), previewSeatChange(deps, subscription, item, quantity, 'none')]);
  const prorationDate = prorationDateOf(now);
  const proration = now.lines.data.filter(isProration).reduce((sum, line) => sum + line.amount, 0);
  return {
    amountDueNow: now.amount_due,
    prorationAmount: proration,
    waitingIncluded: now.lines.data.filter((line) => line.parent?.invoice_item_details).reduce((sum, line) => sum + line.amount, 0),
    newPeriodAmount: renewal.lines.data.filter((line) => line.parent?.subscription_item_details && !isProration(line)).reduce((sum, line) => sum + line.amount, 0),
    currency: subscription.currency,
    quantity,
    periodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    prorationDate,
    taxAdded: deps.stripeTax ?? false,
  };
}

/**
 * Adds a seat: Stripe charges the proration at once (`always_invoice`) and, with
 * `pending_if_incomplete`, changes the quantity only if that payment succeeds. A declined card or
 * one that needs its holder leaves the quantity as it was; the seat waits (pending) with its open
 * invoice, and opens on Staffing when that invoice is paid (the webhook's sync). The amount shown
 * must still be the amount due: the preview is taken again at the same proration time.
 */
export async function addSeat(deps: BillingDeps, audit: AuditContext, id: string, body: { prorationDate: number; expectedAmountDue: number }) {
  const userId = audit.actor.id;
  const subscription = await ownSubscription(deps, userId, id);
  assertChangeable(subscription);
  const { item } = await itemOf(deps, subscription);
  const quantity = (item.quantity ?? 1) + 1;
  assertWithinOnlineCap(deps, subscription, quantity);
  // The amount shown holds for a quarter of an hour of Stripe's clock; then it is asked again.
  const stripeNow = prorationDateOf(await previewSeatChange(deps, subscription, item, quantity, 'always_invoice'));
  if (body.prorationDate > stripeNow + 60 || body.prorationDate < stripeNow - PRORATION_VALID_SECONDS) throw conflict('amount_changed', teamBillingMessages.amountChanged);
  const amountDue = (await previewSeatChange(deps, subscription, item, quantity, 'always_invoice', body.prorationDate)).amount_due;
  if (amountDue !== body.expectedAmountDue) throw conflict('amount_changed', teamBillingMessages.amountChanged);

  const change = await deps.db.transaction(async (tx) => {
    const locked = await seats.lockOwnSubscription(tx, id, userId);
    if (!locked) throw subscriptionNotFound();
    try {
      return await seats.insertSeatChange(tx, { subscriptionId: id, kind: 'add', status: 'pending', fromQuantity: quantity - 1, toQuantity: quantity, amountDue, requestedBy: userId });
    } catch (error) {
      if (findDatabaseError(error)?.code === '23505') throw conflict('seat_add_waiting', teamBillingMessages.seatAddWaiting);
      throw error;
    }
  });
  let updated: Stripe.Subscription;
  try {
    updated = await deps.stripe.client.subscriptions.update(
      subscription.stripeSubscriptionId,
      {
        items: [{ id: item.id, quantity }],
        proration_behavior: 'always_invoice',
        proration_date: body.prorationDate,
        payment_behavior: 'pending_if_incomplete',
        expand: ['latest_invoice'],
      },
      { idempotencyKey: `seat-add:${change.id}` },
    );
  } catch (error) {
    // Stripe refused before anything changed: the addition is void.
    await seats.updateSeatChange(deps.db, change.id, { status: 'failed' });
    deps.log.warn({ err: error, subscriptionId: id }, 'billing: adding a seat failed at Stripe');
    throw stripeErrorType(error) ? paymentsUnavailable() : error;
  }
  const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
  const paid = !updated.pending_update;
  const recorded = await deps.db.transaction(async (tx) => {
    const row = await seats.updateSeatChange(tx, change.id, {
      status: paid ? 'applied' : 'pending',
      stripeInvoiceId: invoice?.id ?? null,
      amountDue: invoice?.amount_due ?? amountDue,
      effectiveAt: paid ? new Date() : null,
    });
    await recordAdminAction(tx, {
      ...audit,
      action: paid ? 'subscription.seat_added' : 'subscription.seat_add_pending',
      target: { type: 'subscription', id },
      detail: { description: subscription.description, fromQuantity: quantity - 1, toQuantity: quantity, amountDue: invoice?.amount_due ?? amountDue, currency: subscription.currency },
    });
    return row!;
  });
  // The new quantity on our side now, not only when the webhook comes.
  await syncSubscription(deps, subscription.stripeSubscriptionId).catch((error: unknown) => deps.log.warn({ err: error }, 'billing: sync after a seat change failed; the webhook brings it'));
  return {
    message: paid ? teamBillingMessages.seatAdded : teamBillingMessages.seatPaymentRequired,
    outcome: paid ? ('added' as const) : ('payment_required' as const),
    invoiceUrl: paid ? null : (invoice?.hosted_invoice_url ?? null),
    seatChange: toSeatChange(recorded, subscription.currency),
  };
}

/**
 * Removes a seat at the end of the period it is paid for: Stripe bills one seat fewer from the next
 * renewal (quantity lowered now with no proration: nothing credited, nothing charged), and the
 * seat's talent, if any, works through the period's last day, told so now, as is the company. A
 * subscription keeps one seat at least.
 */
export async function removeSeat(deps: BillingDeps, audit: AuditContext, id: string, seat: number) {
  const userId = audit.actor.id;
  const subscription = await ownSubscription(deps, userId, id);
  assertChangeable(subscription);
  if (seat > subscription.quantity) throw conflict('seat_not_found', teamBillingMessages.seatNotFound);
  if (!subscription.currentPeriodEnd) throw conflict('seats_unchangeable', teamBillingMessages.notStaffable);
  const endsAt = subscription.currentPeriodEnd;
  const { item } = await itemOf(deps, subscription);
  const quantity = item.quantity ?? 1;
  if (quantity <= 1) throw conflict('last_seat', teamBillingMessages.lastSeat);

  const change = await deps.db.transaction(async (tx) => {
    const locked = await seats.lockOwnSubscription(tx, id, userId);
    if (!locked) throw subscriptionNotFound();
    try {
      return await seats.insertSeatChange(tx, { subscriptionId: id, kind: 'remove', status: 'scheduled', fromQuantity: quantity, toQuantity: quantity - 1, seat, effectiveAt: endsAt, requestedBy: userId });
    } catch (error) {
      if (findDatabaseError(error)?.code === '23505') throw conflict('seat_already_leaving', teamBillingMessages.seatAlreadyLeaving);
      throw error;
    }
  });
  try {
    await deps.stripe.client.subscriptions.update(subscription.stripeSubscriptionId, { items: [{ id: item.id, quantity: quantity - 1 }], proration_behavior: 'none' }, { idempotencyKey: `seat-remove:${change.id}` });
  } catch (error) {
    await seats.updateSeatChange(deps.db, change.id, { status: 'canceled' });
    deps.log.warn({ err: error, subscriptionId: id }, 'billing: removing a seat failed at Stripe');
    throw stripeErrorType(error) ? paymentsUnavailable() : error;
  }
  const recorded = await deps.db.transaction(async (tx) => {
    await seats.lockOwnSubscription(tx, id, userId);
    const release = await releaseSeat(deps, tx, { subscriptionId: id, seat, endsAt });
    const row = await seats.recordReleasedTalent(tx, change.id, release.talent);
    await recordAdminAction(tx, {
      ...audit,
      action: 'subscription.seat_removal_scheduled',
      target: { type: 'subscription', id },
      detail: { description: subscription.description, seat, fromQuantity: quantity, toQuantity: quantity - 1, effectiveAt: endsAt.toISOString(), talent: release.talent?.name ?? null },
    });
    const customer = audit.actor.email;
    await deps.mail.queue(
      tx,
      mailOf(seatRemovedInboxMail, deps.companyInbox, {
        customerEmail: customer,
        subscription: subscription.description,
        seat,
        seatsFromNextPeriod: quantity - 1,
        effectiveAt: endsAt.toISOString(),
        talentName: release.talent?.name ?? null,
        talentLastDay: release.talent?.lastDay ?? null,
      }),
      deps.log,
    );
    return { row, release };
  });
  await syncSubscription(deps, subscription.stripeSubscriptionId).catch((error: unknown) => deps.log.warn({ err: error }, 'billing: sync after a seat change failed; the webhook brings it'));
  return { message: teamBillingMessages.seatRemovalScheduled, seatChange: toSeatChange(recorded.row, subscription.currency), talentLastDay: recorded.release.talent?.lastDay ?? null };
}

/** Admin: a subscription's seat changes, newest first. */
export async function seatChangesOfSubscription(deps: BillingDeps, id: string): Promise<SeatChange[]> {
  if (!isUuid(id)) throw subscriptionNotFound();
  const rows = await seats.seatChangesOf(deps.db, id);
  const currency = (await seats.currencyOf(deps.db, id)) ?? 'usd';
  return rows.map((row) => toSeatChange(row, currency));
}
