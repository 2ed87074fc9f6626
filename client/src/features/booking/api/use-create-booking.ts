import { inquiriesContract } from '@contract/inquiries';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /inquiries with `kind: 'booking'`: the get-started page's initial booking form. No auth. */
export function useCreateBooking() {
  return useApiMutation(api.inquiries.createInquiry, { status: 201, schema: inquiriesContract.createInquiry.responses[201] });
}
