import { invalidRequest } from './errors.js';
import { cardNumberFrom, testCards, type TestCard } from './objects/payment-method.js';

/** What a customer types into a card form on a hosted page (the portal's Save card, the hosted invoice). */
export interface TypedCard {
  number: string;
  expMonth: string;
  expYear: string;
}

/**
 * The test card a form names, with its expiry, refused with Stripe's messages when the number is
 * not a test card or the expiry is past. Whether the card then declines is the caller's to decide.
 */
export function readCardForm(form: TypedCard, now: number): { card: TestCard; expMonth: number; expYear: number } {
  const card = testCards[cardNumberFrom(form.number)];
  if (!card) throw invalidRequest('Your card number is incorrect. Use a Stripe test card, e.g. 4242 4242 4242 4242.', 'number', 'incorrect_number');
  const month = Number(form.expMonth);
  const year = Number(form.expYear.length === 2 ? `20${form.expYear}` : form.expYear);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw invalidRequest("Your card's expiration month is invalid.", 'exp_month', 'invalid_expiry_month');
  const today = new Date(now * 1000);
  if (!Number.isInteger(year) || year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
    throw invalidRequest("Your card's expiration date is in the past.", 'exp_year', 'invalid_expiry_year');
  }
  return { card, expMonth: month, expYear: year };
}
