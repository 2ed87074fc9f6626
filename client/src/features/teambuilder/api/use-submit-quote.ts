import { tsr } from '@/lib/api-client';

/** POST /inquiries with `kind: 'quote'`: the team builder's request for a quote. */
export function useSubmitQuote() {
  return tsr.inquiries.createInquiry.useMutation();
}
