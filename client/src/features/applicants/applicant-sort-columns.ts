import type { ApplicantSort } from '../../../../contract/catalogues/hiring';
import type { SortDirection } from '../../ui/admin/SortableHeaderCell';

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

export function sortParts(sort: ApplicantSort): { column: SortColumn; direction: SortDirection } {
  const [column, direction] = sort.split('_') as [SortColumn, SortDirection];
  return { column, direction };
}

/** The direction `column` is shown sorted in, or null when the list is sorted by another column. */
export function directionOf(sort: ApplicantSort, column: SortColumn): SortDirection | null {
  const parts = sortParts(sort);
  return parts.column === column ? parts.direction : null;
}

/** A click on `column`: the same column flips its direction, another starts at its first direction. */
export function nextSort(current: ApplicantSort, column: SortColumn): ApplicantSort {
  const direction = directionOf(current, column);
  const next = direction === null ? firstDirection[column] : direction === 'asc' ? 'desc' : 'asc';
  return `${column}_${next}`;
}
