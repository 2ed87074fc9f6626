import { useQueryClient } from '@tanstack/react-query';
import { isZodType, ResponseValidationError, type ApiFetcher, type ApiFetcherArgs, type ClientArgs } from '@ts-rest/core';
import { initTsrReactQuery, type QueryHooks, type UseQueryOptions } from '@ts-rest/react-query/v5';
import { useMemo } from 'react';
import { apiContract } from '@contract/index';
import { NetworkError, SessionError, statusTextOf } from './api-errors';
import { sendWithProgress, type RawAnswer } from './send-with-progress';
import { readRaw, storageKeys } from './storage';
import { notifySessionEnded } from './session-events';

/**
 * The one way the client calls the API: the contract's routes, through `tsr` (ts-rest's React
 * Query hooks, below), with this fetcher underneath. Paths, queries and bodies are typed from the contract; nothing in the
 * client writes an API path by hand.
 */

/** What a call may ask of the fetcher besides the contract's own arguments. */
/** An answer of any route, as tsr hands it on: for the few pieces that take one from any route (a PDF viewer, a CSV download). */
export type AnyAnswer = Awaited<ReturnType<ApiFetcher>>;

export type ApiCallOptions = {
  /**
   * 'required': send the stored user's bearer token, and fail with the spec's texts (as a
   * SessionError, without calling the server) when there is none. 'optional': send it when there is one.
   */
  auth?: 'required' | 'optional';
  /** Reports the upload of a multipart body in percent (XHR underneath, since fetch cannot). */
  onUploadProgress?: (percent: number) => void;
};

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

function bearerFor(auth: ApiCallOptions['auth']): Record<string, string> {
  if (!auth) return {};
  try {
    return { authorization: authHeader().Authorization };
  } catch (error) {
    if (auth === 'optional') return {};
    throw new SessionError(error instanceof Error ? error.message : String(error));
  }
}

export { onSessionEnded } from './session-events';

/**
 * Reads the body as the screens need it. JSON is parsed leniently: ts-rest's default fetcher
 * throws on an answer that claims JSON but is not, while the spec wants that treated as an error
 * body without an `error` field (so the screen shows its fallback text). PDFs and CSV files are blobs.
 */
async function bodyOf(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const text = await response.text();
    try {
      return text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      return undefined;
    }
  }
  if (contentType.includes('text/') && !contentType.includes('text/csv')) return response.text();
  return response.blob();
}

async function send(args: ApiFetcherArgs & ApiCallOptions, headers: Record<string, string>): Promise<RawAnswer> {
  const { onUploadProgress, fetchOptions } = args;
  if (onUploadProgress && args.body instanceof FormData) {
    return sendWithProgress({ method: args.method, path: args.path, headers, body: args.body, signal: fetchOptions?.signal, onProgress: onUploadProgress });
  }
  const response = await fetch(args.path, { ...fetchOptions, method: args.method, headers, body: args.body ?? null });
  return {
    status: response.status,
    statusText: statusTextOf(response.status, response.statusText),
    body: await bodyOf(response),
    headers: response.headers,
  };
}

/**
 * A 2xx answer with its body checked against the contract (when the client asks, as `tsr` does):
 * the one place answers are checked. A body off the contract throws ts-rest's ResponseValidationError.
 * Error answers are left as they came: a screen words them from their status and the server's
 * words, and a malformed error body must not turn a 404 into 'Invalid response'. Files and
 * bodiless answers have no zod schema and pass as they are.
 */
function checkedAnswer(args: ApiFetcherArgs, answer: RawAnswer): RawAnswer {
  if (!args.validateResponse || answer.status < 200 || answer.status > 299) return answer;
  const schema: unknown = args.route.responses[answer.status];
  if (!isZodType(schema)) return answer;
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new ResponseValidationError(args.route, parsed.error);
  return { ...answer, body: parsed.data };
}

/**
 * The fetcher under every call. Answers `{ status, statusText, body, headers }` for any status;
 * throws SessionError (no stored token for a call that needs one), NetworkError (no answer), or
 * the abort as it is.
 */
export async function contractFetcher(args: ApiFetcherArgs & ApiCallOptions): Promise<RawAnswer> {
  const headers = { ...args.headers, ...bearerFor(args.auth) };
  let answer: RawAnswer;
  try {
    answer = await send(args, headers);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (answer.status === 401 && 'authorization' in headers) {
    notifySessionEnded();
  }
  return checkedAnswer(args, answer);
}

/** Same origin: in development Vite proxies `/api` to the server, in production the server serves the client. */
export const clientArgs = {
  baseUrl: '',
  baseHeaders: {},
  api: contractFetcher,
} satisfies ClientArgs;

const tsrArgs = { ...clientArgs, validateResponse: true };
const tsrHooks = initTsrReactQuery(apiContract, tsrArgs);

/**
 * The query client typed by the contract (`queryClient.placements.myTeam.setQueryData(key, …)`
 * takes and gives that route's answer), for every cache write. It wraps the app's QueryClient
 * itself rather than coming from ts-rest's provider: that provider would have to sit at the root
 * and put the contract on every page's first load (see lib/lazy-api.ts).
 */
function useContractQueryClient() {
  const queryClient = useQueryClient();
  return useMemo(() => tsrHooks.initQueryClient(queryClient), [queryClient]);
}

/**
 * The contract's React Query hooks: `tsr.jobs.listActiveJobs.useQuery({ queryKey, queryData })`,
 * `tsr.jobs.createJob.useMutation()`, `tsr.useQueryClient()` for cache writes, and
 * `tsr.<route>.query(args)` / `.mutate(args)` outside React.
 * Arguments beyond the contract's (`auth`, `onUploadProgress`) reach the fetcher as they are. Data
 * is the whole 2xx answer (`{ status, body, headers }`), checked against the contract; any other
 * answer is thrown as it is, a ts-rest error response that api-errors.ts words.
 */
export const tsr = { ...tsrHooks, useQueryClient: useContractQueryClient };

/**
 * The options of one read, exported by its feature's api file: the key, the request and how the
 * answer is kept, checked against the route (`satisfies ReadOptions<typeof tsr.jobs.getJob>`).
 * A screen's hook adds its `select`; anything else reading the route (the server renderer, a cache
 * write) takes the same key from it, so all of them meet one cache entry.
 */
export type ReadOptions<Hooks> = Hooks extends QueryHooks<infer Route, infer Args> ? UseQueryOptions<Route, Args> : never;

/** The `select` of a read whose screen takes the answer's body as it is. */
export const selectBody = <Body>(answer: { body: Body }): Body => answer.body;
