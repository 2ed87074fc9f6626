import type { Payment, paymentSorts } from '@contract/payments';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, type ListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { billingKeys } from './billing-keys';
import { selectBillingPage, sortAndSearch } from './list-answers';

export type PaymentSort = (typeof paymentSorts)[number];
export type PaymentsPage = ListPage<Payment>;

/** The admin's filters: one customer's payments, or only those with a refund ('true'). */
export type AdminPaymentFilters = { userId?: string; refunded?: string };
type AdminPaymentsParams = ListParams<PaymentSort> & AdminPaymentFilters;

/** Admin: one page of every payment with its refunds (GET /payments), optionally one customer's or only refunded ones. */
export function adminPaymentsPageQuery(params: AdminPaymentsParams) {
  const filters = {
    ...sortAndSearch(params),
    ...(params.userId ? { userId: params.userId } : {}),
    ...(params.refunded === 'true' ? { refunded: 'true' as const } : {}),
  };
  return { queryKey: billingKeys.paymentList('admin', params), queryData: pageRequest(params, filters), ...listQueryOptions } satisfies ReadOptions<
    typeof tsr.payments.listPayments
  >;
}

export function useAdminPaymentsPage(params: AdminPaymentsParams) {
  return tsr.payments.listPayments.useQuery({ ...adminPaymentsPageQuery(params), select: selectBillingPage('payments') });
}
