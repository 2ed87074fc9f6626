import { tsr } from '@/lib/api-client';

/** POST /inquiries with `kind: 'booking'`: the get-started page's initial booking form. No auth. */
export function useCreateBooking() {
  return tsr.inquiries.createInquiry.useMutation();
}
