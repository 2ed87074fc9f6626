/** The query string of a list page: an empty search is left out. */
export function pagingOf<S extends string>({ page, pageSize, q, sort }: { page: number; pageSize: number; q: string; sort: S }) {
  return { page, pageSize, sort, ...(q ? { q } : {}) };
}
