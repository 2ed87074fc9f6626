import type { AnyAnswer, tsr as contractHooks } from './api-client';

type Tsr = typeof contractHooks;

/**
 * A React Query `queryFn` that calls one contract route through `tsr`, loaded on the first call.
 * For the pages whose data comes with their HTML (the job board and job pages): `tsr` brings the
 * whole contract and zod, which such a page then loads only when it fetches again. It answers
 * as tsr's own hooks do, so the cache holds the same thing under the same key (`{ status, body,
 * headers }`, as the server renderer seeds it through tsr): a 2xx answer checked against the
 * contract by the fetcher, any other answer thrown as it is.
 */
export function lazyApiQuery<Response extends Pick<AnyAnswer, 'status' | 'body'>>(call: (tsr: Tsr, signal: AbortSignal) => Promise<Response>) {
  return async ({ signal }: { signal: AbortSignal }): Promise<Extract<Response, { status: 200 }>> => {
    const { tsr } = await import('./api-client');
    const response = await call(tsr, signal);
    // As tsr's hooks do, the error answer itself is thrown; api-errors.ts words it.
    if (response.status < 200 || response.status > 299) throw response;
    return response as Extract<Response, { status: 200 }>;
  };
}
