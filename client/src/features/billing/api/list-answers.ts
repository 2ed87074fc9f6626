import type { QueryKey } from '@tanstack/react-query';
import type { SubscriptionRecord } from '@contract/billing';
import type { Payment } from '@contract/payments';
import { tsr } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { listPageOf, type ListPage } from '@/ui/list-kit/use-list-query';
import { billingKeys, billingStaleAfter } from './billing-keys';

/** A billing list's answer: the rows bare (asked without paging), or a page under `rowsKey` with the total. */
type ListBody<K extends string, Row> = Row[] | ({ [key in K]: Row[] } & { total: number });

/** The query string of a list page: the sort, and the search when there is one. */
export function sortAndSearch<S extends string>({ q, sort }: { q: string; sort: S }) {
  return { sort, ...(q ? { q } : {}) };
}

/** The `select` of a billing list: its answer as a page. */
export const selectBillingPage =
  <K extends string>(rowsKey: K) =>
  <Row>({ body }: { body: ListBody<K, Row> }): ListPage<Row> =>
    Array.isArray(body) ? listPageOf(body, undefined) : listPageOf(body[rowsKey], body.total);

type RowsUpdater<K extends string, Row> = <Answer extends { body: ListBody<K, Row> }>(answer: Answer | undefined) => Answer | undefined;
/** A billing list's route in the typed query client (`queryClient.billing.mySubscriptions`). */
type ListCache<K extends string, Row> = { setQueriesData(filters: { queryKey: QueryKey }, updater: RowsUpdater<K, Row>): unknown };

/**
 * After a write answered with a list's row: the row shown at once in every cached page of the
 * admin's list and of the customer's own (two routes, each keyed by its view).
 */
function showSavedRow<K extends string, Row extends { _id: string }>(
  lists: Record<'admin' | 'customer', ListCache<K, Row>>,
  keyOf: (view: 'admin' | 'customer') => QueryKey,
  rowsKey: K,
  saved: Row,
): void {
  const swap = (rows: Row[]) => rows.map((row) => (row._id === saved._id ? saved : row));
  const update: RowsUpdater<K, Row> = (answer) => {
    if (!answer) return answer;
    const body: ListBody<K, Row> = answer.body;
    return { ...answer, body: Array.isArray(body) ? swap(body) : { ...body, [rowsKey]: swap(body[rowsKey]) } };
  };
  lists.admin.setQueriesData({ queryKey: keyOf('admin') }, update);
  lists.customer.setQueriesData({ queryKey: keyOf('customer') }, update);
}

/** What a cancel and a refund do to the cache: the answered row at once, then every list and figure they change fetched again. */
export function useSavedRowUpdates() {
  const queryClient = tsr.useQueryClient();
  return {
    cancelled: (subscription: SubscriptionRecord) => {
      showSavedRow({ admin: queryClient.billing.allSubscriptions, customer: queryClient.billing.mySubscriptions }, billingKeys.subscriptionLists, 'subscriptions', subscription);
      // Not awaited: the dialog closes on the answer.
      void invalidateKeys(queryClient, billingStaleAfter.cancel);
    },
    // Awaited: the refund dialog stays busy until the figures it changed are fresh.
    refunded: (payment: Payment) => {
      showSavedRow({ admin: queryClient.payments.listPayments, customer: queryClient.payments.myPayments }, billingKeys.paymentLists, 'payments', payment);
      return invalidateKeys(queryClient, billingStaleAfter.refund);
    },
  };
}
