import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { expectBody, retryNetworkFailureOnce, type ResponseSchema } from '@/lib/api-errors';

/** One page of a server-paged list: its rows and how many rows match in all. */
export type ListPage<Row> = { rows: Row[]; total: number };

/** A page from an answer whose total is optional (the contract answers every row when asked without paging). */
export function listPageOf<Row>(rows: Row[], total: number | undefined): ListPage<Row> {
  return { rows, total: total ?? rows.length };
}

/**
 * A list route's 200 answer as a page: the rows under `rowsKey` and the total, checked against
 * the contract's `schema` (a mismatch throws InvalidResponseError with `invalidText`).
 */
export function readListPage<Row, K extends string>(
  answer: { status: number; body: unknown },
  schema: ResponseSchema<{ [key in K]: Row[] } & { total?: number | undefined }>,
  rowsKey: K,
  invalidText?: string,
): ListPage<Row> {
  const body = expectBody(answer, 200, schema, invalidText);
  return listPageOf(body[rowsKey], body.total);
}

/**
 * What every admin list's query adds to its `tsr.<route>.useQuery` call: the previous page stays
 * on screen (dimmed) until the next one arrives, and a network failure is tried once more.
 */
export const listQueryOptions = { placeholderData: keepPreviousData, retry: retryNetworkFailureOnce } as const;

/** The cached answer of a list route (tsr caches the whole answer) with each row under `rowsKey` passed through `change` (an answered edit shown before the refetch). */
export function changeListRows<Answer extends { body: Record<K, unknown[]> }, K extends string>(
  answer: Answer | undefined,
  rowsKey: K,
  change: (row: Answer['body'][K][number]) => Answer['body'][K][number],
): Answer | undefined {
  return answer ? { ...answer, body: { ...answer.body, [rowsKey]: answer.body[rowsKey].map(change) } } : answer;
}

/** The cached page with each row passed through `change` (an answered edit shown before the refetch). */
export function changeRows<Row>(page: ListPage<Row> | undefined, change: (row: Row) => Row): ListPage<Row> | undefined {
  return page ? { ...page, rows: page.rows.map(change) } : page;
}

/** The cached page with the row of `updated`'s id replaced by it. */
export function replaceRow<Row extends { _id: string }>(page: ListPage<Row> | undefined, updated: Row): ListPage<Row> | undefined {
  return changeRows(page, (row) => (row._id === updated._id ? updated : row));
}

/**
 * The query of one page of an admin list: the previous page stays on screen (dimmed) until the
 * next one arrives, and a network failure is tried once more. `refetchInterval` keeps a list that
 * changes on its own (the inbox) fresh while it is on screen.
 */
export function useListQuery<Page extends ListPage<unknown>>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<Page>,
  options: { refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
    ...options,
  });
}
