import { tsr } from '@/lib/api-client';
import { useInboxActions } from '@/ui/inbox/inbox-record';

/** PATCH /inquiries/{id}/mark-read and /add-comment (which adds or replaces the admin's comment), for the inquiry's dialog. */
export function useInquiryActions() {
  return useInboxActions({ markRead: tsr.inquiries.markInquiryRead, comment: tsr.inquiries.addInquiryComment }, (answer) => answer.body.inquiry);
}
