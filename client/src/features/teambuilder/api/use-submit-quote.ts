import { inquiriesContract } from '@contract/inquiries';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /inquiries with `kind: 'quote'`: the team builder's request for a quote. */
export function useSubmitQuote() {
  return useApiMutation(api.inquiries.createInquiry, { status: 201, schema: inquiriesContract.createInquiry.responses[201] });
}
