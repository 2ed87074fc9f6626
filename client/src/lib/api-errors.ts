import type { ApiFetcher, ResponseValidationError } from '@ts-rest/core';

/** An answer of any route as ts-rest hands it on (a type only: nothing of @ts-rest/core is loaded). */
type RouteAnswer = Pick<Awaited<ReturnType<ApiFetcher>>, 'status' | 'body'>;

/**
 * API failures, one way. Every call goes through the contract (`tsr` in api-client.ts), whose
 * fetcher checks a 2xx answer against the contract. What can fail: an answer with another status
 * (thrown by ts-rest's hooks as the answer itself, a ts-rest error response; a plain call throws
 * HttpError for it), a body off the contract (ts-rest's ResponseValidationError), no stored token
 * (SessionError) and no answer at all (NetworkError). React Query holds the failure in `error`, a
 * plain call catches it, and a screen words it with the texts below (`loadErrorText`,
 * `actionErrorText`, `serverMessageOf`, `failureMessage`, `failedStatusOf`); nothing else
 * compares an answer's status.
 */

/** Reason phrases for when the answer carries none (HTTP/2 never does). */
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The answer's own reason phrase, else the standard one for its status ('' when unknown). */
export function statusTextOf(status: number, statusText: string | undefined): string {
  return statusText || reasonPhrases[status] || '';
}

/** A non-2xx answer; its message is the spec's '{status} {statusText}'. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  constructor(status: number, statusText: string, body: unknown) {
    const text = statusTextOf(status, statusText);
    super(`${status} ${text}`.trim());
    this.name = 'HttpError';
    this.status = status;
    this.statusText = text;
    this.body = body;
  }
}

/** The stored session gave no token: 'Missing authentication token' / 'Invalid user data in local storage'. */
export class SessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionError';
  }
}

/** The request got no answer (offline, server down). Its message is the browser's. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NetworkError';
  }
}

/*
 * ts-rest's error types are recognised here by their shape, not imported: @ts-rest/core imports zod
 * at its top, and this file is on every page (the navbar uses it), so an import would put the
 * contract's runtime into the first load of pages that never call the API.
 */

/** ts-rest's error response, as its hooks throw a non-2xx answer (core's `isErrorResponse`). */
function isErrorResponse(error: unknown): error is RouteAnswer {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('body' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 300 && status < 600;
}

/** ts-rest's ResponseValidationError, which the fetcher throws for a 2xx body off the contract. */
function isResponseValidationError(error: unknown): error is ResponseValidationError {
  return error instanceof Error && 'appRoute' in error && error.message.startsWith('[ts-rest] Response validation failed');
}

/** What a screen shows for an answer off the contract, unless it has words of its own. */
export const INVALID_RESPONSE_TEXT = 'Invalid response from the server.';

/** The HttpError of an answer with another status than expected (the fetcher keeps its reason phrase, untyped by ts-rest). */
export function httpErrorOf(answer: RouteAnswer): HttpError {
  return new HttpError(answer.status, (answer as { statusText?: string }).statusText ?? '', answer.body);
}

/**
 * The failure as an answer with its status: an HttpError as it is, or the ts-rest error response
 * a hook threw (its reason phrase kept by the fetcher), made one; undefined for a failure without one.
 */
export function answeredFailureOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isErrorResponse(error)) return httpErrorOf(error);
  return undefined;
}

/** The status of the answer a call failed with (404 for a missing record, say), else undefined. */
export function failedStatusOf(error: unknown): number | undefined {
  return answeredFailureOf(error)?.status;
}

/**
 * Whether a call failed on a 2xx answer that lacks `field` altogether (absent or null), which the
 * spec reads as 'not found' for a record lookup, where any other body off the contract is a failure.
 */
export function answerLacks(error: unknown, field: string): boolean {
  return (
    isResponseValidationError(error) &&
    error.cause.issues.some((issue) => issue.code === 'invalid_type' && issue.path.length === 1 && issue.path[0] === field)
  );
}

/** The stable code of the error answer a call failed with (`auth.second_factor_challenge_expired`), else undefined. */
export function failedCodeOf(error: unknown): string | undefined {
  const body = answeredFailureOf(error)?.body;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Whether a call failed on a 2xx answer whose body is off the contract. */
export function isOffContract(error: unknown): boolean {
  return isResponseValidationError(error);
}

/** A failure's own words: the invalid-answer text for a body off the contract (ts-rest's message names the route and zod's issues). */
function ownMessageOf(error: unknown, invalidText = INVALID_RESPONSE_TEXT): string {
  if (isResponseValidationError(error)) return invalidText;
  return error instanceof Error ? error.message : '';
}

/**
 * A plain call's answer when it succeeded (`tsr.<route>.query(args)` / `.mutate(args)` outside
 * React, its body already checked by the fetcher); any other status throws HttpError, as the
 * hooks throw theirs.
 */
export function successOf<Answer extends RouteAnswer>(answer: Answer): Succeeded<Answer> {
  if (answer.status < 200 || answer.status > 299) throw httpErrorOf(answer);
  return answer as Succeeded<Answer>;
}

/** The 2xx members of a route's answer union (the answer as it is when its status is a plain number). */
type Succeeded<Answer> = [Extract<Answer, { status: 200 | 201 | 202 | 204 }>] extends [never] ? Answer : Extract<Answer, { status: 200 | 201 | 202 | 204 }>;

/** React Query's `retry` for admin reads: one more try after a network failure, none after an answer. */
export function retryNetworkFailureOnce(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 1;
}

/**
 * What a screen shows when a load fails: 'Error: {status} {statusText}' (or the screen's own text
 * for a status in `statusTexts`), 'Error: {session problem}', an invalid answer's text (the
 * screen's `invalidText`, else the general one), else `fallback` (a network failure), by default
 * 'Error: {the failure's message}'.
 */
export function loadErrorText(
  error: unknown,
  fallback?: string,
  statusTexts: Partial<Record<number, string>> = {},
  invalidText?: string,
): string {
  const answered = answeredFailureOf(error);
  if (answered) return statusTexts[answered.status] ?? `Error: ${answered.message}`;
  if (error instanceof SessionError) return `Error: ${error.message}`;
  if (isResponseValidationError(error)) return invalidText ?? INVALID_RESPONSE_TEXT;
  return fallback ?? `Error: ${ownMessageOf(error) || 'Something went wrong.'}`;
}

/** What an action's alert says when it fails: '{prefix} {status} {statusText}', the session text, or '{prefix}: {reason}'. */
export function actionErrorText(prefix: string, error: unknown): string {
  const answered = answeredFailureOf(error);
  if (answered) return `${prefix} ${answered.message}`;
  if (error instanceof SessionError) return error.message;
  const message = ownMessageOf(error);
  return message ? `${prefix}: ${message}` : prefix;
}

/** Which field of an error body a screen reads: login/register read `error`, most others `message`. */
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

/** The server's own words for a refused call (its error body's `field`), else `fallback` (no answer, or an answer without them). */
export function serverMessageOf(error: unknown, fallback: string, field?: ErrorField): string {
  const answered = answeredFailureOf(error);
  return answered ? errorMessageOf(answered.body, fallback, field) : fallback;
}

/**
 * What login and sign-up show for a failure: the server's words, else `fallback`; a failure
 * without an answer shows its own message (the spec's rule for these two forms).
 */
export function failureMessage(error: unknown, fallback: string, field?: ErrorField): string {
  const answered = answeredFailureOf(error);
  if (answered) return errorMessageOf(answered.body, fallback, field);
  return ownMessageOf(error) || fallback;
}
