import { queryRoots } from '@/lib/query-keys';

/** The signed contracts' list pages, under the inbox's root with the other leads. */
export const franchiseKeys = {
  list: (params: object) => [...queryRoots.inbox, 'franchise-applications', params] as const,
};
