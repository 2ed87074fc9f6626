import { initClient, type ApiFetcher, type ClientArgs } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { apiContract } from '@contract/index';
import { readRaw, storageKeys } from './storage';

/**
 * ts-rest's default fetcher throws a SyntaxError when an answer claims JSON but is not. The
 * spec wants such answers treated like an error body without an `error` field (so the screen
 * shows its fallback text), so parse leniently: unparsable JSON becomes an undefined body.
 */
export const lenientFetchApi: ApiFetcher = async ({ path, method, headers, body, fetchOptions }) => {
  const response = await fetch(path, { ...fetchOptions, method, headers, body });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
  if (contentType.includes('text/')) {
    return { status: response.status, body: await response.text(), headers: response.headers };
  }
  return { status: response.status, body: await response.blob(), headers: response.headers };
};

/** Same origin: in development Vite proxies `/api` to the server, in production the server serves the client. */
export const clientArgs = {
  baseUrl: '',
  baseHeaders: {},
  api: lenientFetchApi,
} satisfies ClientArgs;

/** Plain promise client, for calls made outside React Query (e.g. one-off effects). */
export const api = initClient(apiContract, clientArgs);

/** React Query hooks for every endpoint of the contract: `tsr.users.login.useMutation()`. */
export const tsr = initTsrReactQuery(apiContract, clientArgs);

/**
 * The bearer header of the stored user, for the calls the spec says need it (checkout,
 * subscriptions, admin). Throws with the spec's messages so a screen can show them.
 */
export function authHeader(): { Authorization: string } {
  const raw = readRaw(storageKeys.user);
  if (raw === null) throw new Error('Missing authentication token');
  let stored: unknown;
  try {
    stored = JSON.parse(raw) as unknown;
  } catch {
    throw new Error('Invalid user data in local storage');
  }
  const token = typeof stored === 'object' && stored !== null ? (stored as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw new Error('Missing authentication token');
  return { Authorization: `Bearer ${token}` };
}

/** Which field of the error body a screen reads: login/register read `error`, most others `message`. */
export type ErrorField = 'error' | 'message';

/**
 * The text of an error body (`{ code, message, error }`), or `fallback` when the body is absent,
 * not an object, or lacks the field. Without `field`, `error` is preferred, then `message`.
 */
export function errorMessageOf(body: unknown, fallback: string, field?: ErrorField): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const record = body as Record<string, unknown>;
  const fields: ErrorField[] = field ? [field] : ['error', 'message'];
  for (const name of fields) {
    const value = record[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}

/** A ts-rest response thrown by a React Query hook for a non-2xx status. */
export function isErrorResponse(error: unknown): error is { status: number; body: unknown } {
  return typeof error === 'object' && error !== null && 'status' in error && 'body' in error;
}

/**
 * What to show for a failed hook call: a network failure shows its own message (the spec's
 * rule for login and sign-up); an error response shows its body's text, else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string, field?: ErrorField): string {
  if (error instanceof Error) return error.message || fallback;
  if (isErrorResponse(error)) return errorMessageOf(error.body, fallback, field);
  return fallback;
}
