import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readStates, type ReadState } from '@contract/inbox';
import { inquiriesContract, inquiryKinds, type InquiryKind, type InquirySort } from '@contract/inquiries';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { inquiriesTexts } from '@/features/inquiries/inquiries-texts';

/** The filters of /inquiries, kept in the address by the list kit. */
export const inquiryFilters = ['status', 'kind'] as const;
export type InquiryListParams = ListParams<InquirySort, (typeof inquiryFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function inquiryFilterQuery({ q, sort, status, kind }: Omit<InquiryListParams, 'page' | 'pageSize'>) {
  return {
    q: q || undefined,
    sort,
    status: knownFilter<ReadState>(readStates, status),
    kind: knownFilter<InquiryKind>(inquiryKinds, kind),
  };
}

/** GET /inquiries: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export function useInquiriesPage(params: InquiryListParams) {
  return useQuery({
    queryKey: inboxKeys.inquiryList(params),
    queryFn: async ({ signal }) => {
      const answer = await api.inquiries.listInquiries({
        query: { page: params.page, pageSize: params.pageSize, ...inquiryFilterQuery(params) },
        auth: 'required',
        fetchOptions: { signal },
      });
      const body = expectBody(answer, 200, inquiriesContract.listInquiries.responses[200], inquiriesTexts.invalid);
      return { inquiries: body.inquiries, total: body.total ?? body.inquiries.length };
    },
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
    // A lead sent a moment ago shows up without a reload.
    refetchInterval: INBOX_REFRESH_MS,
  });
}
