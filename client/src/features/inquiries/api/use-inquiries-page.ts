import { inquiryKinds, type InquiryKind, type InquirySort } from '@contract/inquiries';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { inboxFilterQuery, inboxListOptions } from '@/ui/inbox/inbox-query';
import { pageRequest, selectPage } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { inquiriesKeys } from './inquiries-keys';

/** The filters of /inquiries, kept in the address by the list kit. */
export const inquiryFilters = ['status', 'kind'] as const;
export type InquiryListParams = ListParams<InquirySort, (typeof inquiryFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function inquiryFilterQuery(params: Omit<InquiryListParams, 'page' | 'pageSize'>) {
  return { ...inboxFilterQuery(params), kind: knownFilter<InquiryKind>(inquiryKinds, params.kind) };
}

/** GET /inquiries: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export const inquiriesPageQuery = (params: InquiryListParams) =>
  ({ queryKey: inquiriesKeys.list(params), queryData: pageRequest(params, inquiryFilterQuery(params)), ...inboxListOptions }) satisfies ReadOptions<
    typeof tsr.inquiries.listInquiries
  >;

export function useInquiriesPage(params: InquiryListParams) {
  return tsr.inquiries.listInquiries.useQuery({ ...inquiriesPageQuery(params), select: selectPage('inquiries') });
}
