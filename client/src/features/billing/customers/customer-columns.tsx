import { Link } from 'react-router';
import { formatMinorUnits } from '@contract/money';
import type { CustomerSummary } from '@contract/payments';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import type { CustomerSort } from '@/features/billing/api/use-customers-page';

const linkClasses = 'font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline';

/** A paying account: its totals, when it paid, and links to its subscriptions and payments. */
export const customerColumns: Column<CustomerSummary, CustomerSort>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', cell: (customer) => customer.name },
  { id: 'email', header: 'Email', sortKey: 'email', cell: (customer) => <EmailText email={customer.email} /> },
  { id: 'activeSubscriptions', header: 'Active subscriptions', sortKey: 'activeSubscriptions', firstDirection: 'desc', cell: (customer) => customer.activeSubscriptions },
  {
    id: 'totalPaid',
    header: 'Total paid',
    cell: (customer) =>
      customer.totalPaid.length === 0 ? (
        '0.00'
      ) : (
        <ul>
          {customer.totalPaid.map(({ currency, amount }) => (
            <li key={currency} className="whitespace-nowrap">{formatMinorUnits(amount, currency)}</li>
          ))}
        </ul>
      ),
  },
  { id: 'firstPaymentAt', header: 'First payment', sortKey: 'firstPaymentAt', firstDirection: 'desc', cell: (customer) => formatDateTime(customer.firstPaymentAt), className: 'min-w-[8rem]' },
  { id: 'lastPaymentAt', header: 'Last payment', sortKey: 'lastPaymentAt', firstDirection: 'desc', cell: (customer) => formatDateTime(customer.lastPaymentAt), className: 'min-w-[8rem]' },
  {
    id: 'links',
    header: 'Records',
    cell: (customer) => {
      const userId = encodeURIComponent(customer.userId);
      return (
        <div className="flex flex-col gap-1">
          <Link to={`/subscription?userId=${userId}`} className={linkClasses} aria-label={`Subscriptions of ${customer.name}`}>
            Subscriptions
          </Link>
          <Link to={`/payments?userId=${userId}`} className={linkClasses} aria-label={`Payments of ${customer.name}`}>
            Payments
          </Link>
        </div>
      );
    },
  },
];
