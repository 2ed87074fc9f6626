/** What a list screen's frame needs of `useListState`, whatever its filters. */
export type ListControls<S extends string> = {
  params: { page: number; pageSize: number; q: string; sort: S };
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setQuery: (q: string) => void;
  setSort: (sort: S) => void;
};
