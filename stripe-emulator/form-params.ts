import qs from 'qs';

/**
 * Stripe's form encoding: `a[b][0][c]=x&expand[]=y`. Numeric and empty brackets make arrays,
 * named brackets make objects. The SDK sends GET parameters in the query string the same way.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * Parsed with `qs`, the encoding Stripe's own libraries follow. Its limits are raised to what a
 * Stripe request can hold (nesting such as `subscription_data[metadata][key]`, long lists of
 * line items or expansions), and keys that would reach the object prototype are dropped.
 */
const options: qs.IParseOptions = { depth: 10, arrayLimit: 1000, parameterLimit: 10_000, allowPrototypes: false };

export function parseFormParams(encoded: string): FormObject {
  // Without `decoder` or `allowDots`, qs yields only strings, arrays and plain objects: a FormObject.
  return qs.parse(encoded, options) as FormObject;
}
