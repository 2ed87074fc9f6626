import type { SubscriptionRecord } from '@contract/billing';
import { formatMajorUnits } from '@contract/money';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import type { AdminSubscriptionSort, CustomerSubscriptionSort } from '@/features/billing/api/use-subscriptions-page';
import { addressText, currencyCode, intervalLabel, paymentMethodText } from '@/features/billing/billing-format';
import type { ListNotice } from '@/ui/list-kit/AdminListPage';
import { SubscriptionActions } from './SubscriptionActions';
import { SubscriptionStatus } from './SubscriptionStatus';

// Columns both views sort by the same name.
type Shared = Column<SubscriptionRecord, Extract<AdminSubscriptionSort, CustomerSubscriptionSort>>;

function sharedColumns(onNotice: (notice: ListNotice) => void) {
  const amount: Shared = { id: 'amount', header: 'Amount', sortKey: 'amount', cell: (record) => formatMajorUnits(record.amount, record.currency), className: 'whitespace-nowrap' };
  const currency: Shared = { id: 'currency', header: 'Currency', sortKey: 'currency', cell: (record) => currencyCode(record.currency) };
  const status: Shared = { id: 'status', header: 'Status', sortKey: 'status', cell: (record) => <SubscriptionStatus record={record} /> };
  const action: Shared = { id: 'action', header: 'Action', cell: (record) => <SubscriptionActions record={record} onNotice={onNotice} /> };
  return { amount, currency, status, action };
}

/** Spec: Name, Email, Payment Method, Date, Amount, Currency, Address, Status, Action. */
export function adminSubscriptionColumns(onNotice: (notice: ListNotice) => void): Column<SubscriptionRecord, AdminSubscriptionSort>[] {
  const { amount, currency, status, action } = sharedColumns(onNotice);
  return [
    { id: 'name', header: 'Name', sortKey: 'name', cell: (record) => record.user.name },
    { id: 'email', header: 'Email', sortKey: 'email', cell: (record) => <EmailText email={record.user.email} /> },
    {
      id: 'paymentMethod',
      header: 'Payment Method',
      sortKey: 'paymentMethod',
      // A card reads 'Visa •••• 4242' on one line; a bare id may break anywhere.
      cell: (record) => (record.paymentMethodCard ? <span className="whitespace-nowrap">{paymentMethodText(record)}</span> : paymentMethodText(record)),
      className: 'max-w-[9rem] break-all',
    },
    { id: 'createdAt', header: 'Date', sortKey: 'createdAt', firstDirection: 'desc', cell: (record) => formatDateTime(record.createdAt), className: 'min-w-[8rem]' },
    amount,
    currency,
    { id: 'address', header: 'Address', cell: (record) => addressText(record.shippingAddress), className: 'min-w-[8rem]' },
    status,
    action,
  ];
}

/** Spec: Row, Description, Interval, Quantity, Unit Price, Amount, Currency, Start Date, Status, Action. */
export function customerSubscriptionColumns(
  onNotice: (notice: ListNotice) => void,
  rowNumberOf: (record: SubscriptionRecord) => number,
): Column<SubscriptionRecord, CustomerSubscriptionSort>[] {
  const { amount, currency, status, action } = sharedColumns(onNotice);
  return [
    { id: 'row', header: 'Row', cell: rowNumberOf },
    { id: 'description', header: 'Description', sortKey: 'description', cell: (record) => record.description, className: 'min-w-[10rem]' },
    { id: 'interval', header: 'Interval', sortKey: 'interval', cell: (record) => intervalLabel(record.interval) },
    { id: 'quantity', header: 'Quantity', sortKey: 'quantity', cell: (record) => record.quantity },
    { id: 'unitPrice', header: 'Unit Price', sortKey: 'unitPrice', cell: (record) => formatMajorUnits(record.unitPrice, record.currency), className: 'whitespace-nowrap' },
    amount,
    currency,
    { id: 'startDate', header: 'Start Date', sortKey: 'startDate', firstDirection: 'desc', cell: (record) => formatDateTime(record.startDate), className: 'min-w-[8rem]' },
    status,
    action,
  ];
}
