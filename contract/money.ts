/**
 * Money as the site writes a stored amount (payments, subscriptions, refunds, disputes, charges) on
 * every signed-in page, mail and CSV: the currency's symbol and separators by `Intl.NumberFormat`
 * in 'en-US' ('$1,800.00', 'CA$1,800.00', 'A$1,800.00', '¥1,800'), with as many decimals as the
 * currency has minor units (docs/decisions/0196). The public catalogue pages keep their own
 * Intl-free `formatMoney` (client/src/lib/money.ts) for hydration speed.
 */

const LOCALE = 'en-US';

/** ISO 4217's shape; Intl throws on anything else. Also keeps the cache below to letter triples. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** One formatter per currency: constructing one is the slow part (it loads the locale's data). */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string): Intl.NumberFormat | undefined {
  const code = currency.toUpperCase();
  if (!CURRENCY_CODE.test(code)) return undefined;
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter;
}

/** Each currency's decimals, read once: `resolvedOptions()` builds a new object at every call (2.5 µs). */
const digitsByCurrency = new Map<string, number>();

/**
 * How many decimals the currency's smallest unit has: 2 for USD, AUD and CAD, 0 for JPY, 3 for KWD.
 * Stripe stores amounts in that unit. A code that is not a currency counts as 2, Stripe's usual.
 */
export function minorUnitDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    const formatter = formatterOf(code);
    digits = formatter?.resolvedOptions().maximumFractionDigits ?? 2;
    // Kept for currencies only, as the formatters are: a visitor's odd code adds nothing here.
    if (formatter) digitsByCurrency.set(code, digits);
  }
  return digits;
}

/** An amount in the smallest unit as whole units with their fraction: 180000 usd → 1800, 1800 jpy → 1800. */
export function toMajorUnits(amount: number, currency: string): number {
  return amount / 10 ** minorUnitDigits(currency);
}

/** Whole units back to the smallest unit, rounded to it: 22.5 usd → 2250. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorUnitDigits(currency));
}

/**
 * An amount kept in the currency's smallest unit, as Stripe keeps it: 180000 usd → '$1,800.00',
 * 180000 cad → 'CA$1,800.00', 1800 jpy → '¥1,800', -5000 usd → '-$50.00'. A malformed code (never
 * one the site sells in; an old audit row could hold one) is written as the code and two decimals,
 * joined as Intl joins a code ('KWD 1.800'): by a no-break space.
 */
export function formatMinorUnits(amount: number, currency: string): string {
  const formatter = formatterOf(currency);
  if (!formatter) return `${currency.toUpperCase()}\u00a0${(amount / 100).toFixed(2)}`;
  return formatter.format(toMajorUnits(amount, currency));
}

/**
 * An amount already in whole units with its fraction (the subscription records' `amount` and
 * `unitPrice`, the catalogue's extra-hour price): 3270 aud → 'A$3,270.00'.
 */
export function formatMajorUnits(amount: number, currency: string): string {
  return formatMinorUnits(toMinorUnits(amount, currency), currency);
}
