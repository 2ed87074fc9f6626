import { useState } from 'react';
import { useDebouncedValue } from '../../ui/admin/use-debounced-value';
import { DEFAULT_APPLICANT_SORT, nextSort, type SortColumn } from './applicant-sort-columns';
import type { ApplicantListParams } from './api/use-applicants-page';

/** Spec §9: the applicants list shows 5 rows by default. */
export const DEFAULT_APPLICANTS_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 300;

type Filters = Omit<ApplicantListParams, 'page' | 'q'>;

/**
 * The list's controls. The search text is sent once typing pauses; the page goes back to 1 when
 * the search, a filter, the sort or the page size changes (the page is remembered together with
 * the search it belongs to, so a new search starts on page 1 without an extra render).
 */
export function useApplicantListState() {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<Filters>({
    pageSize: DEFAULT_APPLICANTS_PAGE_SIZE,
    sort: DEFAULT_APPLICANT_SORT,
    status: '',
    jobTitle: '',
  });
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;

  const setPage = (next: number) => setPaging({ q, page: Math.max(1, next) });
  const changeFilters = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPaging({ q, page: 1 });
  };

  const params: ApplicantListParams = { ...filters, q, page };
  return {
    params,
    searchText,
    setSearchText,
    setPage,
    setStatus: (status: string) => changeFilters({ status }),
    setJobTitle: (jobTitle: string) => changeFilters({ jobTitle }),
    setPageSize: (pageSize: number) => changeFilters({ pageSize }),
    sortBy: (column: SortColumn) => changeFilters({ sort: nextSort(filters.sort, column) }),
  };
}
