import type Stripe from 'stripe';
import { newId } from '../ids.js';
import { cardPaymentDetails } from './payment-method.js';

/**
 * How one attempt ends: paid, declined by the bank, or held for the cardholder to authenticate
 * (3D Secure asked for off-session: Stripe makes no charge and the PaymentIntent waits in
 * `requires_action`).
 */
export type ChargeOutcome = 'succeeded' | 'declined' | 'authentication_required';

export interface PaymentFields {
  amount: number;
  currency: string;
  customer: Stripe.Customer;
  description: string;
  outcome: ChargeOutcome;
  /** The card charged; null for a payment made before the emulator kept payment methods. */
  paymentMethod: Stripe.PaymentMethod | null;
}

export const declinedMessage = 'Your card was declined.';

/** Stripe's message for an off-session payment the card's issuer wants authenticated. */
export const authenticationRequiredMessage =
  'Your card was declined. This transaction requires authentication.';

/** What one attempt leaves on the PaymentIntent; a retry of the same invoice confirms the same PaymentIntent again. */
export function paymentIntentOutcome(outcome: ChargeOutcome, amount: number, paymentMethod: Stripe.PaymentMethod | null) {
  const error = (code: string, message: string): Stripe.PaymentIntent.LastPaymentError => ({
    type: 'card_error',
    code,
    decline_code: code === 'card_declined' ? 'generic_decline' : code,
    message,
    ...(paymentMethod ? { payment_method: paymentMethod } : {}),
  });
  return {
    amount_received: outcome === 'succeeded' ? amount : 0,
    last_payment_error:
      outcome === 'succeeded' ? null : outcome === 'declined' ? error('card_declined', declinedMessage) : error('authentication_required', authenticationRequiredMessage),
    next_action: outcome === 'authentication_required' ? ({ type: 'use_stripe_sdk', use_stripe_sdk: {} } satisfies Stripe.PaymentIntent.NextAction) : null,
    payment_method: paymentMethod?.id ?? null,
    status: (outcome === 'succeeded' ? 'succeeded' : outcome === 'declined' ? 'requires_payment_method' : 'requires_action') satisfies Stripe.PaymentIntent.Status,
  };
}

export function buildPaymentIntent(fields: PaymentFields, now: number): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_emulator`,
    confirmation_method: 'automatic',
    created: now,
    currency: fields.currency,
    customer: fields.customer.id,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    on_behalf_of: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: fields.customer.email,
    review: null,
    setup_future_usage: 'off_session',
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    transfer_group: null,
    ...paymentIntentOutcome(fields.outcome, fields.amount, fields.paymentMethod),
  } satisfies Stripe.PaymentIntent;
}

/** A charge the bank answered: paid or declined (an attempt held for authentication makes none). */
export function buildCharge(fields: PaymentFields, paymentIntentId: string, now: number): Stripe.Charge {
  const succeeded = fields.outcome === 'succeeded';
  return {
    id: newId('ch'),
    object: 'charge',
    amount: fields.amount,
    amount_captured: succeeded ? fields.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: fields.paymentMethod?.billing_details ?? {
      address: null,
      email: fields.customer.email,
      name: fields.customer.name ?? null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'STRIPE EMULATOR',
    captured: succeeded,
    created: now,
    currency: fields.currency,
    customer: fields.customer.id,
    description: fields.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: succeeded ? null : 'card_declined',
    failure_message: succeeded ? null : declinedMessage,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: succeeded,
    payment_intent: paymentIntentId,
    payment_method: fields.paymentMethod?.id ?? null,
    payment_method_details: fields.paymentMethod ? cardPaymentDetails(fields.paymentMethod) : null,
    receipt_email: fields.customer.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  } satisfies Stripe.Charge;
}

export function buildInvoicePayment(invoice: Stripe.Invoice, paymentIntentId: string, succeeded: boolean, now: number): Stripe.InvoicePayment {
  return {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: succeeded ? invoice.amount_due : null,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: paymentIntentId, type: 'payment_intent' },
    status: succeeded ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: succeeded ? now : null },
  } satisfies Stripe.InvoicePayment;
}

export interface RefundFields {
  amount: number;
  charge: Stripe.Charge;
  metadata: Stripe.Metadata;
  reason: Stripe.Refund.Reason | null;
}

export function buildRefund(fields: RefundFields, now: number): Stripe.Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount: fields.amount,
    balance_transaction: null,
    charge: fields.charge.id,
    created: now,
    currency: fields.charge.currency,
    customer: typeof fields.charge.customer === 'string' ? fields.charge.customer : null,
    customer_account: null,
    metadata: fields.metadata,
    payment_intent: typeof fields.charge.payment_intent === 'string' ? fields.charge.payment_intent : null,
    payment_method: null,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } satisfies Stripe.Refund;
}
