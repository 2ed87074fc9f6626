import { paymentsContract, type Payment, type paymentSorts } from '@contract/payments';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { paymentsKeys } from '@/lib/query-keys';
import { listPageOf, useListQuery, type ListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { pagingOf } from './paging';

export type PaymentSort = (typeof paymentSorts)[number];
export type PaymentsPage = ListPage<Payment>;

/** The admin's filters: one customer's payments, or only those with a refund ('true'). */
export type AdminPaymentFilters = { userId?: string; refunded?: string };

const listSchema = paymentsContract.listPayments.responses[200];

function toPage(body: Payment[] | { payments: Payment[]; total: number }): PaymentsPage {
  return Array.isArray(body) ? listPageOf(body, undefined) : listPageOf(body.payments, body.total);
}

/** Admin: one page of every payment with its refunds (GET /payments), optionally one customer's or only refunded ones. */
export function useAdminPaymentsPage(params: ListParams<PaymentSort> & AdminPaymentFilters) {
  return useListQuery(paymentsKeys.list('admin', params), async (signal) => {
    const query = {
      ...pagingOf(params),
      ...(params.userId ? { userId: params.userId } : {}),
      ...(params.refunded === 'true' ? { refunded: 'true' as const } : {}),
    };
    return toPage(expectBody(await api.payments.listPayments({ query, auth: 'required', fetchOptions: { signal } }), 200, listSchema));
  });
}

/** Customer: one page of the caller's own payments (GET /payments/mypayments). */
export function useMyPaymentsPage(params: ListParams<PaymentSort>) {
  return useListQuery(paymentsKeys.list('customer', params), async (signal) =>
    toPage(expectBody(await api.payments.myPayments({ query: pagingOf(params), auth: 'required', fetchOptions: { signal } }), 200, listSchema)),
  );
}
