import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Payment, paymentSorts } from '@contract/payments';
import { api } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/admin-request';
import { bodyOf, withSession } from './answer';
import { billingKeys } from './billing-keys';
import { listQuery, type ListParams } from './list-params';

export type PaymentSort = (typeof paymentSorts)[number];

export type PaymentsRequest =
  | { view: 'admin'; params: ListParams<PaymentSort>; userId?: string | undefined; refundedOnly?: boolean }
  | { view: 'customer'; params: ListParams<PaymentSort> };

export type PaymentsPage = { payments: Payment[]; total: number };

function toPage(body: Payment[] | PaymentsPage): PaymentsPage {
  return Array.isArray(body) ? { payments: body, total: body.length } : body;
}

/** One page of payments with their refunds: everyone's for an admin (GET /payments), the caller's own otherwise (GET /payments/mypayments). */
export function usePaymentsPage(request: PaymentsRequest) {
  return useQuery({
    queryKey: [...billingKeys.payments, request],
    queryFn: ({ signal }) =>
      withSession(async (extraHeaders) => {
        if (request.view === 'admin') {
          const query = {
            ...listQuery(request.params),
            ...(request.userId ? { userId: request.userId } : {}),
            ...(request.refundedOnly ? { refunded: 'true' as const } : {}),
          };
          return toPage(bodyOf(await api.payments.listPayments({ query, extraHeaders, fetchOptions: { signal } }), 200));
        }
        return toPage(bodyOf(await api.payments.myPayments({ query: listQuery(request.params), extraHeaders, fetchOptions: { signal } }), 200));
      }),
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
