import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { newId } from './ids.js';
import type { EventBody } from './objects/event.js';

/**
 * Chargebacks, as Stripe's dispute test cards make them: a payment's charge is disputed in full
 * (`charge.dispute.created`, then `charge.dispute.funds_withdrawn`), with evidence due in 7 days,
 * and later closed won (`charge.dispute.closed`, `charge.dispute.funds_reinstated`) or lost
 * (`charge.dispute.closed`). The disputed amount leaves the balance while the dispute is open.
 */

const EVIDENCE_DAYS = 7;

function buildDispute(charge: Stripe.Charge, reason: string, now: number): Stripe.Dispute {
  return {
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    // Nothing submitted yet: every evidence field is empty (Stripe lists a few dozen of them).
    evidence: {} as Stripe.Dispute.Evidence,
    evidence_details: {
      due_by: now + EVIDENCE_DAYS * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent === null ? null : String(charge.payment_intent),
    reason,
    status: 'needs_response',
  } satisfies Stripe.Dispute;
}

function paidCharge(context: EmulatorContext, paymentIntentId: string): Stripe.Charge {
  const { state } = context.store;
  const paymentIntent = state.paymentIntents[paymentIntentId];
  if (!paymentIntent) throw resourceMissing('payment_intent', paymentIntentId, 'payment_intent');
  const charge = paymentIntent.latest_charge ? state.charges[String(paymentIntent.latest_charge)] : undefined;
  if (!charge?.paid) throw invalidRequest(`This PaymentIntent (${paymentIntentId}) has no successful charge to dispute.`, 'payment_intent');
  return charge;
}

/** The cardholder disputes a paid charge in full; evidence is due in a week. */
export async function openDispute(context: EmulatorContext, paymentIntentId: string, reason = 'fraudulent'): Promise<Stripe.Dispute> {
  const charge = paidCharge(context, paymentIntentId);
  if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`, 'payment_intent');
  const dispute = buildDispute(charge, reason, context.clock.now());
  charge.disputed = true;
  context.store.state.disputes[dispute.id] = dispute;
  context.store.save();
  await context.events.publish([
    { type: 'charge.dispute.created', data: { object: structuredClone(dispute) } },
    { type: 'charge.dispute.funds_withdrawn', data: { object: structuredClone(dispute) } },
  ]);
  return dispute;
}

/** The card network decides: won gives the funds back, lost keeps them with the cardholder. */
export async function closeDispute(context: EmulatorContext, disputeId: string, outcome: 'won' | 'lost'): Promise<Stripe.Dispute> {
  const dispute = context.store.state.disputes[disputeId];
  if (!dispute) throw resourceMissing('dispute', disputeId);
  if (dispute.status === 'won' || dispute.status === 'lost') throw invalidRequest(`Dispute ${disputeId} is already closed.`);
  const previous = dispute.status;
  dispute.status = outcome;
  dispute.evidence_details.due_by = null;
  context.store.save();
  const events: EventBody[] = [{ type: 'charge.dispute.closed', data: { object: structuredClone(dispute), previous_attributes: { status: previous } } }];
  if (outcome === 'won') events.push({ type: 'charge.dispute.funds_reinstated', data: { object: structuredClone(dispute) } });
  await context.events.publish(events);
  return dispute;
}

/** The statuses a test may move an open dispute to (the card network's review, or an inquiry's). */
export type OpenDisputeStatus = 'needs_response' | 'under_review' | 'warning_needs_response' | 'warning_under_review';

function openDisputeOrThrow(context: EmulatorContext, disputeId: string): Stripe.Dispute {
  const dispute = context.store.state.disputes[disputeId];
  if (!dispute) throw resourceMissing('dispute', disputeId);
  if (['won', 'lost', 'warning_closed'].includes(dispute.status)) throw invalidRequest(`Dispute ${disputeId} is already closed.`);
  return dispute;
}

/** Stripe moves a dispute along (e.g. to `under_review` once evidence is in): `charge.dispute.updated`. */
export async function updateDispute(context: EmulatorContext, disputeId: string, changes: { status: OpenDisputeStatus }): Promise<Stripe.Dispute> {
  const dispute = openDisputeOrThrow(context, disputeId);
  const previous = dispute.status;
  dispute.status = changes.status;
  context.store.save();
  await context.events.publish([{ type: 'charge.dispute.updated', data: { object: structuredClone(dispute), previous_attributes: { status: previous } } }]);
  return dispute;
}

export interface DisputeEvidence {
  evidence: Record<string, string>;
  metadata?: Stripe.Metadata;
  /** Submit it now (Stripe's default): the dispute goes under review and no more evidence is taken. */
  submit: boolean;
}

/** `POST /v1/disputes/:id`: evidence saved (and, unless `submit=false`, submitted), `charge.dispute.updated`. */
export async function submitDisputeEvidence(context: EmulatorContext, disputeId: string, request: DisputeEvidence): Promise<Stripe.Dispute> {
  const dispute = openDisputeOrThrow(context, disputeId);
  if (dispute.status === 'under_review' || dispute.status === 'warning_under_review') {
    throw invalidRequest('This dispute is already under review: its evidence was submitted.', undefined, 'dispute_already_submitted');
  }
  const before = structuredClone(dispute);
  dispute.evidence = { ...dispute.evidence, ...request.evidence } as Stripe.Dispute.Evidence;
  if (request.metadata) dispute.metadata = { ...dispute.metadata, ...request.metadata };
  dispute.evidence_details.has_evidence = Object.keys(dispute.evidence).length > 0;
  if (request.submit) {
    dispute.status = dispute.status === 'warning_needs_response' ? 'warning_under_review' : 'under_review';
    dispute.evidence_details.submission_count += 1;
    dispute.evidence_details.submission_method = 'manual';
  }
  context.store.save();
  const previous: Record<string, unknown> = { evidence: before.evidence };
  if (before.status !== dispute.status) previous.status = before.status;
  await context.events.publish([{ type: 'charge.dispute.updated', data: { object: structuredClone(dispute), previous_attributes: previous } }]);
  return dispute;
}

/** A chargeback still open or lost keeps the money with the cardholder: Stripe refuses to refund it again. */
export function refuseRefundOfDisputedCharge(context: EmulatorContext, charge: Stripe.Charge) {
  if (!charge.disputed) return;
  const holding = Object.values(context.store.state.disputes).some(
    (dispute) => dispute.charge === charge.id && ['needs_response', 'under_review', 'lost'].includes(dispute.status),
  );
  if (holding) throw invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, undefined, 'charge_disputed');
}
