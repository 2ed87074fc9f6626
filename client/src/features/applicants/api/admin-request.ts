import { authHeader } from '../../../lib/api-client';

/** A failed admin call; its message is the whole text the screen shows. */
export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** Only a request that got no answer may succeed when tried again. */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/** React Query's `retry` for admin reads: one more try after a network failure, none after an answer. */
export function retryNetworkFailureOnce(failureCount: number, error: unknown): boolean {
  return error instanceof AdminRequestError && error.retryable && failureCount < 1;
}

/** `?a=1&b=x` from the values that are set (empty strings and undefined are left out). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type AdminGetOptions = {
  /** Shown when the request never got an answer (network failure). */
  networkFallback: string;
  /** Replaces 'Error: {status} {statusText}' for these statuses. */
  statusMessages?: Partial<Record<number, string>>;
  signal?: AbortSignal | undefined;
};

/**
 * GET with the admin's bearer token. Fetch is used directly (not ts-rest) because the spec's
 * error text needs the status text: 'Error: {status} {statusText}'.
 */
export async function adminGet(path: string, options: AdminGetOptions): Promise<Response> {
  let headers: { Authorization: string };
  try {
    headers = authHeader();
  } catch (error) {
    throw new AdminRequestError(`Error: ${error instanceof Error ? error.message : String(error)}`);
  }
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: options.signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminRequestError(options.networkFallback, undefined, true);
  }
  if (!response.ok) {
    const text = options.statusMessages?.[response.status] ?? `Error: ${response.status} ${response.statusText}`.trim();
    throw new AdminRequestError(text, response.status);
  }
  return response;
}

/** The JSON body of an answer, or undefined when it is not JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** What to show for a failed query. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
