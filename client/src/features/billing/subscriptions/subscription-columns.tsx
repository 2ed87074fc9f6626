import type { SubscriptionRecord } from '@contract/billing';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/features/billing/api/columns';
import { addressText, currencyCode, formatAmount, intervalLabel } from '@/features/billing/billing-format';
import type { Notice } from '@/features/billing/notice';
import { SubscriptionActions } from './SubscriptionActions';
import { SubscriptionStatus } from './SubscriptionStatus';

/** What a cell needs besides its record: how many rows come before this page, and where actions report. */
export type SubscriptionCellContext = { rowOffset: number; onNotice: (notice: Notice) => void };
type SubscriptionColumn = Column<SubscriptionRecord, SubscriptionCellContext>;

const status: SubscriptionColumn = { id: 'status', header: 'Status', sortField: 'status', cell: (record) => <SubscriptionStatus record={record} /> };
const action: SubscriptionColumn = {
  id: 'action',
  header: 'Action',
  cell: (record, { onNotice }) => <SubscriptionActions record={record} onNotice={onNotice} />,
};
const amount: SubscriptionColumn = { id: 'amount', header: 'Amount', sortField: 'amount', cell: (record) => formatAmount(record.amount) };
const currency: SubscriptionColumn = { id: 'currency', header: 'Currency', sortField: 'currency', cell: (record) => currencyCode(record.currency) };

/** Spec: Name, Email, Payment Method, Date, Amount, Currency, Address, Status, Action. */
export const adminSubscriptionColumns: SubscriptionColumn[] = [
  { id: 'name', header: 'Name', sortField: 'name', cell: (record) => record.user.name },
  { id: 'email', header: 'Email', sortField: 'email', cell: (record) => <span className="block max-w-[10rem] break-words">{record.user.email}</span> },
  { id: 'paymentMethod', header: 'Payment Method', sortField: 'paymentMethod', cell: (record) => <span className="block max-w-[7rem] break-all">{record.paymentMethodId ?? 'N/A'}</span> },
  { id: 'createdAt', header: 'Date', sortField: 'createdAt', cell: (record) => <span className="block min-w-[7rem]">{formatDateTime(record.createdAt)}</span> },
  amount,
  currency,
  { id: 'address', header: 'Address', cell: (record) => <span className="block min-w-[7rem]">{addressText(record.shippingAddress)}</span> },
  status,
  action,
];

/** Spec: Row, Description, Interval, Quantity, Unit Price, Amount, Currency, Start Date, Status, Action. */
export const customerSubscriptionColumns: SubscriptionColumn[] = [
  { id: 'row', header: 'Row', cell: (_record, { rowOffset }, index) => rowOffset + index + 1 },
  { id: 'description', header: 'Description', sortField: 'description', cell: (record) => record.description },
  { id: 'interval', header: 'Interval', sortField: 'interval', cell: (record) => intervalLabel(record.interval) },
  { id: 'quantity', header: 'Quantity', sortField: 'quantity', cell: (record) => record.quantity },
  { id: 'unitPrice', header: 'Unit Price', sortField: 'unitPrice', cell: (record) => formatAmount(record.unitPrice) },
  amount,
  currency,
  { id: 'startDate', header: 'Start Date', sortField: 'startDate', cell: (record) => formatDateTime(record.startDate) },
  status,
  action,
];
