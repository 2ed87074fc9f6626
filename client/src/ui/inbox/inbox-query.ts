import type { QueryKey } from '@tanstack/react-query';
import { readStates, type ReadState } from '@contract/inbox';
import { INBOX_REFRESH_MS } from '@/lib/query-keys';
import { useListQuery, type ListPage } from '@/ui/list-kit/use-list-query';
import { knownFilter } from '@/ui/list-kit/use-list-state';

/** An inbox list's search, sort and Read/Unread filter as its contract's query (empty values left out). */
export function inboxFilterQuery<S extends string>({ q, sort, status }: { q: string; sort: S; status: string }) {
  return { q: q || undefined, sort, status: knownFilter<ReadState>(readStates, status) };
}

/** One page of an inbox list, read again while on screen so a lead sent a moment ago shows up without a reload. */
export function useInboxListQuery<Page extends ListPage<unknown>>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<Page>) {
  return useListQuery(queryKey, fetchPage, { refetchInterval: INBOX_REFRESH_MS });
}
