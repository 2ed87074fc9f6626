import { useState } from 'react';
import { DEFAULT_APPLICANT_SORT, nextSort, type SortColumn } from './applicant-sort-columns';
import type { ApplicantListParams } from './api/use-applicants-page';

/** Spec §9: the applicants list shows 5 rows by default. */
export const DEFAULT_APPLICANTS_PAGE_SIZE = 5;

type Filters = Omit<ApplicantListParams, 'page'>;

/**
 * The list's controls. The page goes back to 1 when the search (sent by the search box once
 * typing pauses), a filter, the sort or the page size changes.
 */
export function useApplicantListState() {
  const [filters, setFilters] = useState<Filters>({
    q: '',
    pageSize: DEFAULT_APPLICANTS_PAGE_SIZE,
    sort: DEFAULT_APPLICANT_SORT,
    status: '',
    jobTitle: '',
  });
  const [page, setPageState] = useState(1);

  const setPage = (next: number) => setPageState(Math.max(1, next));
  const changeFilters = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPageState(1);
  };

  const params: ApplicantListParams = { ...filters, page };
  return {
    params,
    setPage,
    setQuery: (q: string) => changeFilters({ q: q.trim() }),
    setStatus: (status: string) => changeFilters({ status }),
    setJobTitle: (jobTitle: string) => changeFilters({ jobTitle }),
    setPageSize: (pageSize: number) => changeFilters({ pageSize }),
    sortBy: (column: SortColumn) => changeFilters({ sort: nextSort(filters.sort, column) }),
  };
}
