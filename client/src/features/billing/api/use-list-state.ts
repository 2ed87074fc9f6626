import { useMemo, useState } from 'react';
import { nextSort } from '@/ui/admin/sort-order';
import type { ListParams } from './list-params';

/**
 * Page, page size, search and sort of one billing list. A new search, page size or sort starts
 * again at page 1; a header click toggles its column between ascending and descending.
 */
export function useListState<Sort extends string>(defaults: { sort: Sort; pageSize: number; sorts: readonly Sort[] }) {
  const [params, setParams] = useState<ListParams<Sort>>({ page: 1, pageSize: defaults.pageSize, q: '', sort: defaults.sort });
  const { sorts } = defaults;
  const actions = useMemo(
    () => ({
      setPage: (page: number) => setParams((current) => ({ ...current, page: Math.max(1, page) })),
      setPageSize: (pageSize: number) => setParams((current) => ({ ...current, pageSize, page: 1 })),
      setQuery: (q: string) => setParams((current) => ({ ...current, q: q.trim(), page: 1 })),
      sortBy: (field: string) =>
        setParams((current) => {
          const sort = nextSort(current.sort, field, 'asc') as string;
          return sorts.includes(sort as Sort) ? { ...current, sort: sort as Sort, page: 1 } : current;
        }),
    }),
    [sorts],
  );
  return { params, ...actions };
}
