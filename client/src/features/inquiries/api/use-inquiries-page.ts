import { inquiryKinds, type InquiryKind, type InquirySort } from '@contract/inquiries';
import { tsr } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';
import { inboxFilterQuery, inboxListOptions } from '@/ui/inbox/inbox-query';
import { listPageOf } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';

/** The filters of /inquiries, kept in the address by the list kit. */
export const inquiryFilters = ['status', 'kind'] as const;
export type InquiryListParams = ListParams<InquirySort, (typeof inquiryFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function inquiryFilterQuery(params: Omit<InquiryListParams, 'page' | 'pageSize'>) {
  return { ...inboxFilterQuery(params), kind: knownFilter<InquiryKind>(inquiryKinds, params.kind) };
}

/** GET /inquiries: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export function useInquiriesPage(params: InquiryListParams) {
  return tsr.inquiries.listInquiries.useQuery({
    queryKey: inboxKeys.inquiryList(params),
    queryData: { query: { page: params.page, pageSize: params.pageSize, ...inquiryFilterQuery(params) }, auth: 'required' },
    select: (answer) => listPageOf(answer.body.inquiries, answer.body.total),
    ...inboxListOptions,
  });
}
