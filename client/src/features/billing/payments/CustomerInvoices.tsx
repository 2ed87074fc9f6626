import { Link } from 'react-router';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { useListState } from '@/ui/list-kit/use-list-state';
import { invoiceSorts, useMyInvoicesPage } from '@/features/billing/api/use-my-invoices-page';
import { billingListFrame } from '@/features/billing/billing-list';
import { invoiceColumns } from './invoice-columns';
import { StatementForm } from './StatementForm';

export const invoiceTexts = {
  // The spec's 'User`s Subscription Table' named the wrong table, with a backtick (docs/decisions.md).
  title: 'Your Payments',
  search: 'Search invoices...',
  loading: 'Loading invoices...',
  empty: 'No invoices yet.',
} as const;

const listFrame = billingListFrame(invoiceTexts, 'Invoices pages');

/**
 * The customer's /payments: every invoice, newest first (a table on wide screens, a card each on
 * phones), each with its page and PDF at Stripe, and the statement CSV for a chosen period.
 */
export function CustomerInvoices() {
  const list = useListState({ sorts: invoiceSorts, defaultSort: 'createdAt_desc', defaultPageSize: 10 });
  const query = useMyInvoicesPage(list.params);
  return (
    <AdminListPage
      {...listFrame}
      title={invoiceTexts.title}
      eyebrow="Your account"
      intro={
        <>
          Every invoice of your subscriptions, with its page and PDF at Stripe (dates are UTC days). What comes next:{' '}
          <Link to="/subscription" className="font-semibold text-brand-700 underline">
            Your subscriptions
          </Link>
        </>
      }
      overview={<StatementForm />}
      list={list}
      query={query}
      count={{ one: 'invoice', other: 'invoices' }}
      table={{ label: 'Invoices', columns: invoiceColumns, rowKey: (invoice) => invoice._id, cardsOnPhones: true }}
    />
  );
}
