import type { InvoiceRecord } from '@contract/payments';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, selectPage, type ListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { billingKeys } from './billing-keys';

/** The customer's invoices come newest first, the one order they have. */
export const invoiceSorts = ['createdAt_desc'] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];
export type InvoicesPage = ListPage<InvoiceRecord>;

/** Customer: one page of the caller's invoices, newest first, searched (GET /payments/myinvoices). */
export const myInvoicesPageQuery = (params: ListParams<InvoiceSort>) =>
  ({
    queryKey: billingKeys.invoiceList(params),
    queryData: pageRequest(params, params.q ? { q: params.q } : {}),
    ...listQueryOptions,
  }) satisfies ReadOptions<typeof tsr.payments.myInvoices>;

export function useMyInvoicesPage(params: ListParams<InvoiceSort>) {
  return tsr.payments.myInvoices.useQuery({ ...myInvoicesPageQuery(params), select: selectPage('invoices') });
}
