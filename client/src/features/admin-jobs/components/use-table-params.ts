import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '@contract/catalogues/hiring';

export type TableParams<S extends string> = { page: number; pageSize: number; q: string; sort: S };
type TableDefaults<S extends string> = { sorts: readonly S[]; defaultSort: S; defaultPageSize: number };

function readParams<S extends string>(search: URLSearchParams, { sorts, defaultSort, defaultPageSize }: TableDefaults<S>): TableParams<S> {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const sort = search.get('sort') as S | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
    q: (search.get('q') ?? '').trim(),
    sort: sort !== null && sorts.includes(sort) ? sort : defaultSort,
  };
}

/**
 * Page, page size, search text and sort of a server-paged table, kept in the address (so Back
 * from a job's applicants returns to the same page of jobs). Defaults are left out of the URL.
 * A new search or page size starts again at page 1.
 */
export function useTableParams<S extends string>(defaults: TableDefaults<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sorts, defaultSort, defaultPageSize } = defaults;
  const params = readParams(searchParams, { sorts, defaultSort, defaultPageSize });

  const update = useCallback(
    (changes: Partial<TableParams<S>>) => {
      setSearchParams(
        (previous) => {
          const next = { ...readParams(previous, { sorts, defaultSort, defaultPageSize }), ...changes };
          const search = new URLSearchParams();
          if (next.page !== 1) search.set('page', String(next.page));
          if (next.pageSize !== defaultPageSize) search.set('pageSize', String(next.pageSize));
          if (next.q) search.set('q', next.q);
          if (next.sort !== defaultSort) search.set('sort', next.sort);
          return search;
        },
        { replace: true },
      );
    },
    [setSearchParams, sorts, defaultSort, defaultPageSize],
  );

  const actions = useMemo(
    () => ({
      setPage: (page: number) => update({ page }),
      setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
      setQuery: (q: string) => update({ q: q.trim(), page: 1 }),
      setSort: (sort: S) => update({ sort, page: 1 }),
      reset: () => update({ page: 1, pageSize: defaultPageSize, q: '', sort: defaultSort }),
    }),
    [update, defaultPageSize, defaultSort],
  );

  // A stable object per distinct value, so it can be part of a query key.
  const { page, pageSize, q, sort } = params;
  const stableParams = useMemo(() => ({ page, pageSize, q, sort }), [page, pageSize, q, sort]);
  return { params: stableParams, ...actions };
}
