import { StripeApiError, invalidRequest } from './errors.js';
import type { FormObject, FormValue } from './form-params.js';

/**
 * The parameters one endpoint accepts, as Stripe names them:
 * - `'value'`: a string, number, boolean or timestamp (the form encoding sends each as a string);
 * - `'hash'`: free keys with values (`metadata[anything]`);
 * - `'range'`: a timestamp, or `[gt]`, `[gte]`, `[lt]`, `[lte]` (`created[gte]=…`);
 * - an object: exactly these keys (`customer_update[address]`);
 * - a one-element array: a list of that (`line_items[0][…]`, `expand[]`).
 * Stripe answers anything else with `parameter_unknown`, and so does the emulator.
 */
export type ParamSpec = 'value' | 'hash' | 'range' | RemovedParam | readonly [ParamSpec] | { readonly [name: string]: ParamSpec };
export type ParamsSpec = { readonly [name: string]: ParamSpec };

/**
 * A parameter an earlier API version took and the pinned one refuses with its own error (e.g.
 * Checkout's `payment_method_types` on endive), so the site learns what replaced it.
 */
export class RemovedParam {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

export const removedParam = (code: string, message: string) => new RemovedParam(code, message);

export const value = 'value' as const;
export const hash = 'hash' as const;
export const range = 'range' as const;
export const listOf = <T extends ParamSpec>(item: T) => [item] as const;

/** `expand[]` and the list cursors, accepted by every endpoint that takes them on Stripe. */
export const expandOnly = { expand: listOf(value) } as const satisfies ParamsSpec;
export const listParams = { ...expandOnly, limit: value, starting_after: value, ending_before: value } as const satisfies ParamsSpec;

const bracketName = (path: (string | number)[]) => path.map((segment, index) => (index === 0 ? String(segment) : `[${segment}]`)).join('');

export const unknownParameter = (name: string) =>
  new StripeApiError(400, 'invalid_request_error', `Received unknown parameter: ${name}`, 'parameter_unknown', name);

/**
 * Refuses the first parameter the spec does not name, and a hash, list or value given where the
 * spec wants another shape. An empty string is accepted for objects and hashes: Stripe reads it as
 * "unset" (`metadata=`, `address=`).
 */
export function checkParams(params: FormObject, spec: ParamsSpec) {
  checkObject(params, spec, []);
}

function checkObject(object: FormObject, spec: ParamsSpec, path: (string | number)[]) {
  for (const [name, given] of Object.entries(object)) {
    const expected = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (expected === undefined) throw unknownParameter(bracketName([...path, name]));
    checkValue(given, expected, [...path, name]);
  }
}

function checkValue(given: FormValue, expected: ParamSpec, path: (string | number)[]) {
  const name = bracketName(path);
  if (expected instanceof RemovedParam) throw invalidRequest(expected.message, name, expected.code);
  if (expected === 'value') {
    if (typeof given !== 'string') throw invalidRequest(`Invalid value for ${name}: expected a string, number or boolean, not a hash or list.`, name);
    return;
  }
  if (expected === 'range') {
    if (typeof given === 'string') return;
    if (Array.isArray(given)) throw invalidRequest(`Invalid ${name}: a timestamp or a range`, name);
    checkObject(given, { gt: value, gte: value, lt: value, lte: value }, path);
    return;
  }
  if (given === '') return;
  if (expected === 'hash') {
    if (typeof given !== 'object' || Array.isArray(given)) throw invalidRequest(`Invalid hash: ${name}`, name);
    for (const [key, entry] of Object.entries(given)) {
      if (typeof entry !== 'string') throw invalidRequest(`Invalid value for ${bracketName([...path, key])}: expected a string.`, bracketName([...path, key]));
    }
    return;
  }
  if (isListSpec(expected)) {
    if (!Array.isArray(given)) throw invalidRequest(`Invalid array: ${name}`, name);
    given.forEach((item, index) => {
      if (item !== undefined) checkValue(item, expected[0], [...path, index]);
    });
    return;
  }
  if (typeof given !== 'object' || Array.isArray(given)) throw invalidRequest(`Invalid object: ${name}`, name);
  checkObject(given, expected as ParamsSpec, path);
}

export const isListSpec = (spec: ParamSpec): spec is readonly [ParamSpec] => Array.isArray(spec);
