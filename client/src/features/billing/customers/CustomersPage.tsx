import { customerSorts } from '@contract/payments';
import { usePageTitle } from '@/lib/page-title';
import { DataTable } from '@/ui/list-kit/DataTable';
import { useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { BillingListFooter } from '@/features/billing/api/BillingListFooter';
import { listErrorText } from '@/features/billing/api/billing-errors';
import { useCustomersPage } from '@/features/billing/api/use-customers-page';
import { customerColumns } from './customer-columns';

export const customerTexts = {
  title: 'Admin Dashboard - Customers',
  search: 'Search customers...',
  loading: 'Loading customers...',
  empty: 'No customers found.',
} as const;

/** Spec §9: the customers list shows 5 rows by default. */
const DEFAULT_PAGE_SIZE = 5;
const statusTexts = { loading: customerTexts.loading, empty: customerTexts.empty, errorText: listErrorText };

/** Admin: the paying accounts, most recent payment first. */
export function CustomersPage() {
  usePageTitle(customerTexts.title);
  const list = useListState({ sorts: customerSorts, defaultSort: 'lastPaymentAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE });
  const query = useCustomersPage(list.params);
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...list.params, total }, list.setPage);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Transactions</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{customerTexts.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Everyone who has subscribed or paid, with what they paid and links to their records.</p>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <SearchField label="Search" placeholder={customerTexts.search} value={list.params.q} onSearch={list.setQuery} className="w-full max-w-md" />
        <PageSizeSelect value={list.params.pageSize} onChange={list.setPageSize} />
      </div>
      <div className="mt-6 space-y-4">
        <DataTable
          label="Customers"
          columns={customerColumns}
          rows={query.data?.rows ?? []}
          rowKey={(customer) => customer.userId}
          sort={list.params.sort}
          onSort={list.setSort}
          status={listStatusOf(query, query.data?.rows.length, statusTexts)}
          refreshing={query.isPlaceholderData}
        />
        <BillingListFooter label="Customers pages" page={list.params.page} pageSize={list.params.pageSize} total={total} onPageChange={list.setPage} />
      </div>
    </div>
  );
}
