import { readStates, type ReadState } from '@contract/inbox';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { listQueryOptions } from '@/ui/list-kit/use-list-query';
import { knownFilter } from '@/ui/list-kit/use-list-state';
import { INBOX_REFRESH_MS } from './inbox-refresh';

/** An inbox list's search, sort and Read/Unread filter as its contract's query (empty values left out). */
export function inboxFilterQuery<S extends string>({ q, sort, status }: { q: string; sort: S; status: string }) {
  return { q: q || undefined, sort, status: knownFilter<ReadState>(readStates, status) };
}

/** An inbox list's query options: the list kit's, and read again while on screen so a lead sent a moment ago shows up without a reload. */
export const inboxListOptions = { ...listQueryOptions, refetchInterval: INBOX_REFRESH_MS } as const;

/** The options of an admin read of what needs attention (a count, a short list): read again while on screen. */
export const inboxReadOptions = { refetchInterval: INBOX_REFRESH_MS, retry: retryNetworkFailureOnce } as const;
