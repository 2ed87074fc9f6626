import { useEffect } from 'react';
import { Pager } from './Pager';
import { pageCount } from './pager-window';
import { ShowingRange } from './ShowingRange';

type ListFooterProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the pager's navigation landmark, e.g. "Jobs pages" (unique on the page). */
  label: string;
  /** 'several-pages': no pager while everything fits on one page (the billing tables, as the spec shows them). */
  pager?: ListPager;
};

/** When a list shows its pager: always, or only when there is more than one page. */
export type ListPager = 'always' | 'several-pages';

/** 'Showing 11–20 of 42' and the pager, under a list. */
export function ListFooter({ page, pageSize, total, onPageChange, label, pager = 'always' }: ListFooterProps) {
  const totalPages = pageCount(total, pageSize);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <ShowingRange page={page} pageSize={pageSize} total={total} />
      {pager === 'always' || totalPages > 1 ? <Pager label={label} page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </div>
  );
}

/**
 * A page past the end (the list shrank, or an old link): go to the last page there is, once
 * the answer for the current filters has arrived.
 */
export function useKeepPageInRange(
  query: { isSuccess: boolean; isPlaceholderData: boolean },
  { page, pageSize, total }: { page: number; pageSize: number; total: number },
  setPage: (page: number) => void,
): void {
  const lastPage = pageCount(total, pageSize);
  const settled = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && page > lastPage) setPage(lastPage);
  }, [settled, page, lastPage, setPage]);
}
