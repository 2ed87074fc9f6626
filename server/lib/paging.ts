/**
 * The rows one page of an admin list asks for: `pageSize` rows (the list's own default when the
 * query names none) after the pages before `page` (1 when absent). The query was checked by the
 * contract's `pagingQuerySchema`, so both are positive whole numbers within bounds.
 */
export function pageOf(query: { page?: number | undefined; pageSize?: number | undefined }, defaultPageSize: number): { limit: number; offset: number } {
  const limit = query.pageSize ?? defaultPageSize;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** Whether the caller asked for one page (with `total`) rather than the whole list in the spec's shape. */
export const isPaged = (query: { page?: number | undefined; pageSize?: number | undefined }) => query.page !== undefined || query.pageSize !== undefined;
