import type Stripe from 'stripe';
import { newId } from '../ids.js';

/** A few of Stripe's test card numbers, with what Stripe reports for each. */
export interface TestCard {
  brand: string;
  displayBrand: string;
  funding: 'credit' | 'debit';
  last4: string;
  /** Stripe's 4000 0000 0000 0002: every charge is declined, and so is saving it. */
  declines?: boolean;
  /** Stripe's 4000 0000 0000 0341: it can be saved, but every charge of it is declined. */
  chargesDecline?: boolean;
  /** Stripe's 4000 0027 6000 3184: every payment must be authenticated; on-session the cardholder does, off-session it fails. */
  requiresAuthentication?: boolean;
}

export const testCards: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', displayBrand: 'visa', funding: 'credit', last4: '4242' },
  '4000056655665556': { brand: 'visa', displayBrand: 'visa', funding: 'debit', last4: '5556' },
  '5555555555554444': { brand: 'mastercard', displayBrand: 'mastercard', funding: 'credit', last4: '4444' },
  '378282246310005': { brand: 'amex', displayBrand: 'american_express', funding: 'credit', last4: '0005' },
  '6011111111111117': { brand: 'discover', displayBrand: 'discover', funding: 'credit', last4: '1117' },
  '4000000000000002': { brand: 'visa', displayBrand: 'visa', funding: 'credit', last4: '0002', declines: true },
  '4000000000000341': { brand: 'visa', displayBrand: 'visa', funding: 'credit', last4: '0341', chargesDecline: true },
  '4000002760003184': { brand: 'visa', displayBrand: 'visa', funding: 'credit', last4: '3184', requiresAuthentication: true },
};

/** The card number a test card is given by: digits only, as typed with spaces or dashes. */
export const cardNumberFrom = (typed: string) => typed.replace(/[\s-]/g, '');

/** Stripe's authentication-required test card, which the hosted checkout offers as a third button. */
export const authenticationCardNumber = '4000002760003184';

/**
 * Stripe's test tokens (`card[token]` on `POST /v1/payment_methods`) and test payment methods
 * (`pm_card_…`, which attaching copies), by the test card each stands for.
 */
const testCardNames: Record<string, string> = {
  visa: '4242424242424242',
  visa_debit: '4000056655665556',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  chargeDeclined: '4000000000000002',
  chargeCustomerFail: '4000000000000341',
  authenticationRequired: '4000002760003184',
};

export function testCardOfToken(token: string): string | undefined {
  const name = token.startsWith('tok_') ? token.slice('tok_'.length) : token.startsWith('pm_card_') ? token.slice('pm_card_'.length) : undefined;
  return name === undefined ? undefined : testCardNames[name];
}

/** What the hosted checkout's "Pay with test card" pays with. */
export const successCardNumber = '4242424242424242';

/** The test card number a payment method was made from (kept in its metadata-free fingerprint). */
export function cardNumberOf(paymentMethod: Stripe.PaymentMethod): string {
  return Object.entries(testCards).find(([, card]) => paymentMethod.card?.fingerprint === fingerprintOf(card))?.[0] ?? '';
}

const fingerprintOf = (card: TestCard) => `emu${card.brand}${card.last4}`;

export const emptyAddress = (): Stripe.Address => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });

export interface PaymentMethodFields {
  card: TestCard;
  expMonth: number;
  expYear: number;
  billingDetails: { address: Stripe.Address | null; email: string | null; name: string | null };
  customer: string | null;
}

export function buildCardPaymentMethod(fields: PaymentMethodFields, now: number): Stripe.PaymentMethod {
  const { card } = fields;
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: { ...fields.billingDetails, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.displayBrand,
      exp_month: fields.expMonth,
      exp_year: fields.expYear,
      fingerprint: fingerprintOf(card),
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now,
    customer: fields.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  } satisfies Stripe.PaymentMethod;
}

/** A charge's `payment_method_details` for a card payment method. */
export function cardPaymentDetails(paymentMethod: Stripe.PaymentMethod): Stripe.Charge.PaymentMethodDetails {
  const card = paymentMethod.card;
  return {
    type: 'card',
    card: card
      ? ({
          brand: card.brand,
          checks: card.checks,
          country: card.country,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          fingerprint: card.fingerprint ?? null,
          funding: card.funding,
          last4: card.last4,
          network: card.brand,
          three_d_secure: null,
          wallet: null,
        } as Stripe.Charge.PaymentMethodDetails.Card)
      : undefined,
  };
}
