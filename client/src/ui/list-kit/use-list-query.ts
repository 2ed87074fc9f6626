import { keepPreviousData } from '@tanstack/react-query';
import { retryNetworkFailureOnce } from '@/lib/api-errors';

/** One page of a server-paged list: its rows and how many rows match in all. */
export type ListPage<Row> = { rows: Row[]; total: number };

/** A page from an answer whose total is optional (the contract answers every row when asked without paging). */
export function listPageOf<Row>(rows: Row[], total: number | undefined): ListPage<Row> {
  return { rows, total: total ?? rows.length };
}

/**
 * What every admin list's query adds to its `tsr.<route>.useQuery` call: the previous page stays
 * on screen (dimmed) until the next one arrives, and a network failure is tried once more.
 */
export const listQueryOptions = { placeholderData: keepPreviousData, retry: retryNetworkFailureOnce } as const;

/** An admin list read's request: the page asked for, then the screen's filters as its route's query. */
export function pageRequest<Filters extends object>({ page, pageSize }: { page: number; pageSize: number }, filters: Filters) {
  return { query: { page, pageSize, ...filters }, auth: 'required' as const };
}

/** The options of a list page's read when it is searched and sorted on the server, and filtered no further. */
export function searchedPageQuery<Key extends readonly unknown[], S extends string>(queryKey: Key, params: { page: number; pageSize: number; q: string; sort: S }) {
  return { queryKey, queryData: pageRequest(params, { q: params.q || undefined, sort: params.sort }), ...listQueryOptions };
}

/** The `select` of a list read that answers its rows under `rowsKey` with their total. */
export const selectPage =
  <K extends string>(rowsKey: K) =>
  <Row>({ body }: { body: { [key in K]: Row[] } & { total?: number } }): ListPage<Row> =>
    listPageOf(body[rowsKey], body.total);

/** The cached answer of a list route (tsr caches the whole answer) with each row under `rowsKey` passed through `change` (an answered edit shown before the refetch). */
export function changeListRows<Answer extends { body: Record<K, unknown[]> }, K extends string>(
  answer: Answer | undefined,
  rowsKey: K,
  change: (row: Answer['body'][K][number]) => Answer['body'][K][number],
): Answer | undefined {
  return answer ? { ...answer, body: { ...answer.body, [rowsKey]: answer.body[rowsKey].map(change) } } : answer;
}
