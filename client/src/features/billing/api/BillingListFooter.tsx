import { ListFooter } from '@/ui/list-kit/ListFooter';
import { pageCount } from '@/ui/list-kit/pager-window';
import { ShowingRange } from '@/ui/list-kit/ShowingRange';

type BillingListFooterProps = { label: string; page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

/** Spec: previous/next and numbered pages only when there is more than one page; the row count always. */
export function BillingListFooter({ label, page, pageSize, total, onPageChange }: BillingListFooterProps) {
  if (total === 0) return null;
  if (pageCount(total, pageSize) === 1) return <ShowingRange page={page} pageSize={pageSize} total={total} />;
  return <ListFooter label={label} page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />;
}
