import { authHeader } from './api-client';

/**
 * Admin calls (jobs dashboard, applicants dashboard) made with plain fetch rather than the ts-rest
 * client, because the spec's error texts need the answer's statusText, which ts-rest does not pass on.
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

/** A non-2xx answer; its message is the spec's '{status} {statusText}'. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, statusText: string, body: unknown) {
    super(`${status} ${statusText || reasonPhrases[status] || ''}`.trim());
    this.name = 'HttpError';
    this.status = status;
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

type AdminRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal | undefined;
};

async function jsonOf(response: Response): Promise<unknown> {
  return (await response.json().catch(() => undefined)) as unknown;
}

/**
 * An admin call with the stored bearer token. Resolves to the 2xx answer; rejects with
 * SessionError, NetworkError or HttpError (an abort is passed on as it is).
 */
export async function adminFetch(path: string, { method = 'GET', body, signal }: AdminRequestOptions = {}): Promise<Response> {
  let headers: Record<string, string>;
  try {
    headers = { ...authHeader() };
  } catch (error) {
    throw new SessionError(error instanceof Error ? error.message : String(error));
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, signal: signal ?? null, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw new HttpError(response.status, response.statusText, await jsonOf(response));
  return response;
}

/** `adminFetch`, resolving to the parsed JSON body (undefined when there is none). */
export async function adminRequest(path: string, options?: AdminRequestOptions): Promise<unknown> {
  return jsonOf(await adminFetch(path, options));
}

/** React Query's `retry` for admin reads: one more try after a network failure, none after an answer. */
export function retryNetworkFailureOnce(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 1;
}

/** `/path?key=value` without empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
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
