import type { ApplicantSort } from '@contract/catalogues/hiring';
import { directionOf as directionOfSort, nextSort as nextSortOf, type SortDirection } from '@/ui/admin/sort-order';

export type SortColumn = 'name' | 'createdAt' | 'status' | 'customerServiceExperience' | 'callCenterExperience';

/** Which way a column sorts on its first click: names A→Z, dates and experience newest/most first. */
const firstDirection: Record<SortColumn, SortDirection> = {
  name: 'asc',
  createdAt: 'desc',
  status: 'asc',
  customerServiceExperience: 'desc',
  callCenterExperience: 'desc',
};

export const DEFAULT_APPLICANT_SORT: ApplicantSort = 'createdAt_desc';

/** The direction `column` is shown sorted in, or null when the list is sorted by another column. */
export function directionOf(sort: ApplicantSort, column: SortColumn): SortDirection | null {
  return directionOfSort(sort, column);
}

/** A click on `column`: the same column flips its direction, another starts at its first direction. */
export function nextSort(current: ApplicantSort, column: SortColumn): ApplicantSort {
  return nextSortOf(current, column, firstDirection[column]);
}
