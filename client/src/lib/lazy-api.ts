import type { api as apiClient } from './api-client';
import { httpErrorOf } from './api-errors';

type ApiClient = typeof apiClient;
type AnyResponse = { status: number; body: unknown };

/**
 * A React Query `queryFn` that calls one contract route through the API client, loaded on the
 * first call. For pages whose data usually comes with their HTML (the job board and job pages):
 * the client brings the whole contract and zod, which such a page then loads only when it
 * fetches. The answer is cached whole (`{ status, body, headers }`, as the server renderer seeds
 * it); a status outside 2xx is thrown as HttpError, like `expectBody` does.
 */
export function lazyApiQuery<Response extends AnyResponse>(call: (api: ApiClient, signal: AbortSignal) => Promise<Response>) {
  return async ({ signal }: { signal: AbortSignal }): Promise<Extract<Response, { status: 200 }>> => {
    const { api } = await import('./api-client');
    const response = await call(api, signal);
    if (response.status < 200 || response.status > 299) throw httpErrorOf(response);
    return response as Extract<Response, { status: 200 }>;
  };
}
