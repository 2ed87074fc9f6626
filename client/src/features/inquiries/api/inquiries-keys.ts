import { queryRoots } from '@/lib/query-keys';

/** The inquiries' list pages, under the inbox's root: reading or commenting any inbox record refreshes them. */
export const inquiriesKeys = {
  list: (params: object) => [...queryRoots.inbox, 'inquiries', params] as const,
};
