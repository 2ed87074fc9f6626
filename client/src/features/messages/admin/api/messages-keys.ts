import { queryRoots } from '@/lib/query-keys';

/** The messages' list pages, under the inbox's root: reading or commenting any inbox record refreshes them. */
export const messagesKeys = {
  list: (params: object) => [...queryRoots.inbox, 'messages', params] as const,
};
