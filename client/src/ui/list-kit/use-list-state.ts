import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '@contract/catalogues/hiring';

/** What a server-paged list asks for: page, page size, search text, sort, and the screen's named filters. */
export type ListParams<S extends string, F extends string = never> = {
  page: number;
  pageSize: number;
  q: string;
  sort: S;
} & Record<F, string>;

/** What a list's frame needs of `useListState`, whatever the list's filters. */
export type ListControls<S extends string> = {
  params: { page: number; pageSize: number; q: string; sort: S };
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setQuery: (q: string) => void;
  setSort: (sort: S) => void;
};

/** A filter read from the address, when it is one of `values` the server knows; else undefined (all). */
export function knownFilter<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

export type ListDefaults<S extends string, F extends string = never> = {
  /** Every sort the server accepts for this list; another value in the address falls back to `defaultSort`. */
  sorts: readonly S[];
  defaultSort: S;
  /** The spec's default rows per page for this screen (10 for most lists, 5 for applicants). */
  defaultPageSize: number;
  /** Names of the filters kept in the address, e.g. ['status', 'jobTitle']; '' means "all". */
  filters?: readonly F[];
};

function readParams<S extends string, F extends string>(search: URLSearchParams, defaults: ListDefaults<S, F>): ListParams<S, F> {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const sort = search.get('sort') as S | null;
  const filters = Object.fromEntries((defaults.filters ?? []).map((name) => [name, search.get(name) ?? ''])) as Record<F, string>;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : defaults.defaultPageSize,
    q: (search.get('q') ?? '').trim(),
    sort: sort !== null && defaults.sorts.includes(sort) ? sort : defaults.defaultSort,
    ...filters,
  } as ListParams<S, F>;
}

function writeParams<S extends string, F extends string>(params: ListParams<S, F>, defaults: ListDefaults<S, F>): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== defaults.defaultPageSize) search.set('pageSize', String(params.pageSize));
  if (params.q) search.set('q', params.q);
  if (params.sort !== defaults.defaultSort) search.set('sort', params.sort);
  for (const name of defaults.filters ?? []) {
    const value = (params as Record<F, string>)[name];
    if (value) search.set(name, value);
  }
  return search;
}

/**
 * The state of an admin list, kept in the address so Back, reload and a shared link show the
 * same page (defaults are left out of the URL). A new search, filter, sort or page size starts
 * again at page 1. `params` is a stable object per distinct value, so it can be a query key.
 *
 *   const list = useListState({ sorts: jobSorts, defaultSort: 'postingDate_desc', defaultPageSize: 10 });
 *   useJobsPage(list.params); <Pager page={list.params.page} onPageChange={list.setPage} … />
 */
export function useListState<S extends string, F extends string = never>(defaults: ListDefaults<S, F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sorts, defaultSort, defaultPageSize, filters } = defaults;
  // The caller usually passes a literal; only its values matter.
  const stableDefaults = useMemo(
    () => ({ sorts, defaultSort, defaultPageSize, ...(filters ? { filters } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sorts.join(), defaultSort, defaultPageSize, filters?.join()],
  ) as ListDefaults<S, F>;

  const update = useCallback(
    (changes: Record<string, string | number>) => {
      const merge = (previous: URLSearchParams) => ({ ...readParams(previous, stableDefaults), ...changes }) as ListParams<S, F>;
      setSearchParams((previous) => writeParams(merge(previous), stableDefaults), {
        replace: true,
      });
    },
    [setSearchParams, stableDefaults],
  );

  const actions = useMemo(
    () => ({
      setPage: (page: number) => update({ page: Math.max(1, page) }),
      setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
      setQuery: (q: string) => update({ q: q.trim(), page: 1 }),
      setSort: (sort: S) => update({ sort, page: 1 }),
      setFilter: (name: F, value: string) => update({ [name]: value, page: 1 }),
      reset: () => setSearchParams(new URLSearchParams(), { replace: true }),
    }),
    [update, setSearchParams],
  );

  const current = readParams(searchParams, stableDefaults);
  const key = writeParams(current, stableDefaults).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => current, [key]);
  return { params, ...actions };
}
