import type Stripe from 'stripe';
import { newId } from '../ids.js';
import { cardPaymentDetails } from './payment-method.js';

export interface PaymentFields {
  amount: number;
  currency: string;
  customer: Stripe.Customer;
  description: string;
  succeeded: boolean;
  /** The card charged; null for a payment made before the emulator kept payment methods. */
  paymentMethod: Stripe.PaymentMethod | null;
}

export const declinedMessage = 'Your card was declined.';

export function buildPaymentIntent(fields: PaymentFields, now: number): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: fields.succeeded ? fields.amount : 0,
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
    last_payment_error: fields.succeeded
      ? null
      : { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: declinedMessage },
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod?.id ?? null,
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
    status: fields.succeeded ? 'succeeded' : 'requires_payment_method',
    transfer_group: null,
  } satisfies Stripe.PaymentIntent;
}

export function buildCharge(fields: PaymentFields, paymentIntentId: string, now: number): Stripe.Charge {
  return {
    id: newId('ch'),
    object: 'charge',
    amount: fields.amount,
    amount_captured: fields.succeeded ? fields.amount : 0,
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
    captured: fields.succeeded,
    created: now,
    currency: fields.currency,
    customer: fields.customer.id,
    description: fields.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: fields.succeeded ? null : 'card_declined',
    failure_message: fields.succeeded ? null : declinedMessage,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: fields.succeeded,
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
    status: fields.succeeded ? 'succeeded' : 'failed',
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
