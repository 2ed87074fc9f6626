import { Link } from 'react-router';
import type { CustomerSummary } from '@contract/payments';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/features/billing/api/columns';
import { currencyCode, formatCents } from '@/features/billing/billing-format';

type CustomerColumn = Column<CustomerSummary>;

const linkClasses = 'font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline';

/** A paying account: its totals, when it paid, and links to its subscriptions and payments. */
export const customerColumns: CustomerColumn[] = [
  { id: 'name', header: 'Name', sortField: 'name', cell: (customer) => customer.name },
  { id: 'email', header: 'Email', sortField: 'email', cell: (customer) => customer.email },
  { id: 'activeSubscriptions', header: 'Active subscriptions', sortField: 'activeSubscriptions', cell: (customer) => customer.activeSubscriptions },
  {
    id: 'totalPaid',
    header: 'Total paid',
    cell: (customer) =>
      customer.totalPaid.length === 0 ? (
        '0.00'
      ) : (
        <ul>
          {customer.totalPaid.map(({ currency, amount }) => (
            <li key={currency} className="whitespace-nowrap">{`${currencyCode(currency)} ${formatCents(amount)}`}</li>
          ))}
        </ul>
      ),
  },
  { id: 'firstPaymentAt', header: 'First payment', sortField: 'firstPaymentAt', cell: (customer) => formatDateTime(customer.firstPaymentAt) },
  { id: 'lastPaymentAt', header: 'Last payment', sortField: 'lastPaymentAt', cell: (customer) => formatDateTime(customer.lastPaymentAt) },
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
