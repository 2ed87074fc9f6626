import type { Payment, paymentSorts } from '@contract/payments';
import { tsr } from '@/lib/api-client';
import { paymentsKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions, type ListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { pagingOf } from './paging';

export type PaymentSort = (typeof paymentSorts)[number];
export type PaymentsPage = ListPage<Payment>;

/** The admin's filters: one customer's payments, or only those with a refund ('true'). */
export type AdminPaymentFilters = { userId?: string; refunded?: string };

/** A payments answer as a page: the rows bare (asked without paging), or a page with its total. */
function toPage({ body }: { body: Payment[] | { payments: Payment[]; total: number } }): PaymentsPage {
  return Array.isArray(body) ? listPageOf(body, undefined) : listPageOf(body.payments, body.total);
}

/** Admin: one page of every payment with its refunds (GET /payments), optionally one customer's or only refunded ones. */
export function useAdminPaymentsPage(params: ListParams<PaymentSort> & AdminPaymentFilters) {
  const query = {
    ...pagingOf(params),
    ...(params.userId ? { userId: params.userId } : {}),
    ...(params.refunded === 'true' ? { refunded: 'true' as const } : {}),
  };
  return tsr.payments.listPayments.useQuery({
    queryKey: paymentsKeys.list('admin', params),
    queryData: { query, auth: 'required' },
    select: toPage,
    ...listQueryOptions,
  });
}

/** Customer: one page of the caller's own payments (GET /payments/mypayments). */
export function useMyPaymentsPage(params: ListParams<PaymentSort>) {
  return tsr.payments.myPayments.useQuery({
    queryKey: paymentsKeys.list('customer', params),
    queryData: { query: pagingOf(params), auth: 'required' },
    select: toPage,
    ...listQueryOptions,
  });
}
