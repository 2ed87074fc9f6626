import { authHeader } from '../../../lib/api-client';

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

/** The server answered 2xx with a body that does not match the contract. */
export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response from the server.');
    this.name = 'InvalidResponseError';
  }
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH'; body?: unknown };

/**
 * An admin call with the stored bearer token. Plain fetch rather than the ts-rest client because
 * the spec's error texts need the answer's statusText, which ts-rest does not pass on.
 * Resolves to the parsed JSON body (undefined when there is none); rejects with the errors above.
 */
export async function adminRequest(path: string, { method = 'GET', body }: RequestOptions = {}): Promise<unknown> {
  let headers: Record<string, string>;
  try {
    headers = { ...authHeader() };
  } catch (error) {
    throw new SessionError(error instanceof Error ? error.message : String(error));
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new HttpError(response.status, response.statusText, parsed);
  return parsed;
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

/** What a list shows when its load fails: 'Error: {status} {statusText}', the session text, else `fallback`. */
export function loadErrorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError || error instanceof SessionError) return `Error: ${error.message}`;
  return fallback;
}

/** What an action's alert says when it fails: '{prefix} {status} {statusText}', the session text, or '{prefix}: {reason}'. */
export function actionErrorText(prefix: string, error: unknown): string {
  if (error instanceof HttpError) return `${prefix} ${error.message}`;
  if (error instanceof SessionError) return error.message;
  return error instanceof Error && error.message ? `${prefix}: ${error.message}` : prefix;
}
