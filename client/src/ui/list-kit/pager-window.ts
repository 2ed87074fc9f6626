/** One slot of a pager: a page number, or a gap standing for the pages left out. */
export type PagerSlot = number | 'gap';

/** The most slots a pager shows, whatever the number of pages (first, last, current ±1, two gaps). */
const MAX_SLOTS = 7;

/**
 * The page numbers to offer: every page when there are few, otherwise the first and last page,
 * the current page with its neighbours, and a gap where pages are left out. The slot count stays
 * the same as the current page moves, so the buttons do not jump around.
 *   pagerWindow(5000, 10000) → [1, 'gap', 4999, 5000, 5001, 'gap', 10000]
 */
export function pagerWindow(current: number, totalPages: number): PagerSlot[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  if (totalPages <= MAX_SLOTS) return range(1, totalPages);
  if (page <= 4) return [...range(1, 5), 'gap', totalPages];
  if (page >= totalPages - 3) return [1, 'gap', ...range(totalPages - 4, totalPages)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', totalPages];
}

/** How many pages `total` items fill at `pageSize` per page (at least one, so page 1 always exists). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
