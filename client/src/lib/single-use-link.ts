/**
 * Query options for reading what a single-use link stands for (a password reset, a talent's
 * invitation): fetched once and never again, since after the link is spent a refetch would flip
 * the page to "already used" or "expired" while it still shows its success.
 */
export const readOnceOptions = {
  retry: false,
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** The read of what a single-use link's token stands for (GET …/{token}): keyed by the token, fetched once. */
export function linkTokenQuery<Key extends readonly unknown[]>(queryKey: Key, token: string) {
  return { queryKey, queryData: { params: { token } }, ...readOnceOptions };
}
