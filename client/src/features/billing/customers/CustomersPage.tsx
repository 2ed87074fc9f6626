import { customerSorts } from '@contract/payments';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { useListState } from '@/ui/list-kit/use-list-state';
import { useCustomersPage } from '@/features/billing/api/use-customers-page';
import { billingListFrame } from '@/features/billing/billing-list';
import { customerColumns } from './customer-columns';

export const customerTexts = {
  title: 'Admin Dashboard - Customers',
  search: 'Search customers...',
  loading: 'Loading customers...',
  empty: 'No customers found.',
} as const;

/** Spec §9: the customers list shows 5 rows by default. */
const DEFAULT_PAGE_SIZE = 5;
const listFrame = billingListFrame(customerTexts, 'Customers pages');

/** Admin: the paying accounts, most recent payment first. */
export function CustomersPage() {
  const list = useListState({ sorts: customerSorts, defaultSort: 'lastPaymentAt_desc', defaultPageSize: DEFAULT_PAGE_SIZE });
  const query = useCustomersPage(list.params);

  return (
    <AdminListPage
      eyebrow="Transactions"
      title={customerTexts.title}
      intro="Everyone who has subscribed or paid, with what they paid and links to their records."
      {...listFrame}
      list={list}
      query={query}
      table={{ label: 'Customers', columns: customerColumns, rowKey: (customer) => customer.userId }}
    />
  );
}
