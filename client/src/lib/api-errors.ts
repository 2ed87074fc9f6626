/**
 * What can go wrong with an API call, and the texts the screens show for it. The client's
 * fetcher (api-client.ts) raises SessionError and NetworkError; `expectBody` turns an answer
 * with another status than the expected one into HttpError, and an answer that does not match
 * the contract into InvalidResponseError.
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

/** The server answered 2xx with a body that does not match the contract; the message is what a screen shows. */
export class InvalidResponseError extends Error {
  constructor(message = 'Invalid response from the server.') {
    super(message);
    this.name = 'InvalidResponseError';
  }
}

/** The HttpError of an answer with another status than expected (the fetcher keeps its reason phrase, untyped by ts-rest). */
export function httpErrorOf(answer: { status: number; body: unknown }): HttpError {
  return new HttpError(answer.status, (answer as { statusText?: string }).statusText ?? '', answer.body);
}

/** Anything with a `safeParse`, i.e. a zod schema of the contract's responses. */
type ResponseSchema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

/**
 * The body of an answer with the `expected` status, checked against the contract's `schema`.
 * Another status throws HttpError; a body that does not match throws InvalidResponseError
 * with `invalidText`.
 */
export function expectBody<T>(
  answer: { status: number; body: unknown },
  expected: number,
  schema: ResponseSchema<T>,
  invalidText?: string,
): T {
  if (answer.status !== expected) throw httpErrorOf(answer);
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new InvalidResponseError(invalidText);
  return parsed.data;
}

/** React Query's `retry` for admin reads: one more try after a network failure, none after an answer. */
export function retryNetworkFailureOnce(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 1;
}

/**
 * What a screen shows when a load fails: 'Error: {status} {statusText}' (or the screen's own text
 * for a status in `statusTexts`), 'Error: {session problem}', an invalid answer's text, else
 * `fallback` (a network failure).
 */
export function loadErrorText(error: unknown, fallback: string, statusTexts: Partial<Record<number, string>> = {}): string {
  if (error instanceof HttpError) return statusTexts[error.status] ?? `Error: ${error.message}`;
  if (error instanceof SessionError) return `Error: ${error.message}`;
  if (error instanceof InvalidResponseError) return error.message;
  return fallback;
}

/** What an action's alert says when it fails: '{prefix} {status} {statusText}', the session text, or '{prefix}: {reason}'. */
export function actionErrorText(prefix: string, error: unknown): string {
  if (error instanceof HttpError) return `${prefix} ${error.message}`;
  if (error instanceof SessionError) return error.message;
  return error instanceof Error && error.message ? `${prefix}: ${error.message}` : prefix;
}

/** A ts-rest response thrown by a React Query hook for a non-2xx status. */
export function isErrorResponse(error: unknown): error is { status: number; body: unknown } {
  return typeof error === 'object' && error !== null && 'status' in error && 'body' in error;
}
