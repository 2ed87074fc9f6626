import type Stripe from 'stripe';
import { invalidRequest, missingParam } from './errors.js';
import type { FormObject, FormValue } from './form-params.js';

/** Reads one parameter by its bracket path (`line_items.0.price_data`), as Stripe names it in errors. */
function valueAt(params: FormObject, path: string): FormValue | undefined {
  let current: FormValue | undefined = params;
  for (const segment of path.split('.')) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Array.isArray(current) ? current[Number(segment)] : current[segment];
  }
  return current;
}

const bracketName = (path: string) => path.split('.').map((segment, index) => (index === 0 ? segment : `[${segment}]`)).join('');

export function optionalString(params: FormObject, path: string): string | undefined {
  const value = valueAt(params, path);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${bracketName(path)}`, bracketName(path));
  return value;
}

export function requiredString(params: FormObject, path: string): string {
  const value = optionalString(params, path);
  if (value === undefined || value === '') throw missingParam(bracketName(path));
  return value;
}

/** A string parameter where an empty value means "clear it", as Stripe reads `description=`. */
export function nullableString(params: FormObject, path: string): string | null | undefined {
  const value = optionalString(params, path);
  return value === '' ? null : value;
}

export function optionalInteger(params: FormObject, path: string): number | undefined {
  const value = optionalString(params, path);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, bracketName(path), 'parameter_invalid_integer');
  return Number(value);
}

export function optionalBoolean(params: FormObject, path: string): boolean | undefined {
  const value = optionalString(params, path);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, bracketName(path));
  return value === 'true';
}

/** A string parameter that must be one of `allowed`, with Stripe's wording when it is not. */
export function enumParam<T extends string>(params: FormObject, path: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(params, path);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    const choices = allowed.length === 2 ? `${allowed[0]} or ${allowed[1]}` : `${allowed.slice(0, -1).join(', ')}, or ${allowed.at(-1)}`;
    throw invalidRequest(`Invalid ${bracketName(path)}: must be one of ${choices}`, bracketName(path));
  }
  return value as T;
}

export function metadataParam(params: FormObject, path = 'metadata'): Stripe.Metadata {
  const value = valueAt(params, path);
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid metadata: must be a hash', path);
  const metadata: Stripe.Metadata = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidRequest(`Invalid metadata value for ${key}`, `${path}[${key}]`);
    metadata[key] = entry;
  }
  return metadata;
}

export function expandParam(params: FormObject): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((entry): entry is string => typeof entry === 'string');
}
