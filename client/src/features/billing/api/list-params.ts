/** What every billing list sends: the page, its size, the search text and the sort ('{field}_{dir}'). */
export type ListParams<Sort extends string> = {
  page: number;
  pageSize: number;
  q: string;
  sort: Sort;
};

/** The query string of a list request: an empty search is left out. */
export function listQuery<Sort extends string>({ page, pageSize, q, sort }: ListParams<Sort>) {
  return { page, pageSize, sort, ...(q.trim() === '' ? {} : { q: q.trim() }) };
}
