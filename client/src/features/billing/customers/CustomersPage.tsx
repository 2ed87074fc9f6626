import { customerSorts } from '@contract/payments';
import { usePageTitle } from '@/lib/page-title';
import { SearchField } from '@/ui/admin/SearchField';
import { BillingList } from '@/features/billing/api/BillingList';
import { useCustomersPage, type CustomerSort } from '@/features/billing/api/use-customers-page';
import { useListState } from '@/features/billing/api/use-list-state';
import { customerColumns } from './customer-columns';

export const customerTexts = {
  title: 'Admin Dashboard - Customers',
  search: 'Search customers...',
  loading: 'Loading customers...',
  empty: 'No customers found.',
} as const;

/** Spec §9: the customers list shows 5 rows by default. */
const DEFAULT_PAGE_SIZE = 5;

/** Admin: the paying accounts, most recent payment first. */
export function CustomersPage() {
  usePageTitle(customerTexts.title);
  const list = useListState<CustomerSort>({ sort: 'lastPaymentAt_desc', pageSize: DEFAULT_PAGE_SIZE, sorts: customerSorts });
  const query = useCustomersPage(list.params);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Transactions</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{customerTexts.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Everyone who has subscribed or paid, with what they paid and links to their records.</p>
      <SearchField label="Search" placeholder={customerTexts.search} value={list.params.q} onSearch={list.setQuery} className="mt-6 max-w-md" />
      <div className="mt-6">
        <BillingList
          label="Customers"
          columns={customerColumns}
          context={undefined}
          rowKey={(customer) => customer.userId}
          query={{ ...query, data: query.data ? { rows: query.data.customers, total: query.data.total } : undefined }}
          params={list.params}
          onSort={list.sortBy}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
          texts={customerTexts}
        />
      </div>
    </div>
  );
}
