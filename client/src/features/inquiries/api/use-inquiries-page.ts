import { inquiriesContract, inquiryKinds, type InquiryKind, type InquirySort } from '@contract/inquiries';
import { api } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';
import { inboxFilterQuery, useInboxListQuery } from '@/ui/inbox/inbox-query';
import { readListPage } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { inquiriesTexts } from '@/features/inquiries/inquiries-texts';

/** The filters of /inquiries, kept in the address by the list kit. */
export const inquiryFilters = ['status', 'kind'] as const;
export type InquiryListParams = ListParams<InquirySort, (typeof inquiryFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function inquiryFilterQuery(params: Omit<InquiryListParams, 'page' | 'pageSize'>) {
  return { ...inboxFilterQuery(params), kind: knownFilter<InquiryKind>(inquiryKinds, params.kind) };
}

/** GET /inquiries: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export function useInquiriesPage(params: InquiryListParams) {
  return useInboxListQuery(inboxKeys.inquiryList(params), async (signal) => {
    const query = { page: params.page, pageSize: params.pageSize, ...inquiryFilterQuery(params) };
    const answer = await api.inquiries.listInquiries({ query, auth: 'required', fetchOptions: { signal } });
    return readListPage(answer, inquiriesContract.listInquiries.responses[200], 'inquiries', inquiriesTexts.invalid);
  });
}
