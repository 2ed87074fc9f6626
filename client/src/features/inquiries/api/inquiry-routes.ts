import type { Inquiry } from '@contract/inquiries';
import { tsr } from '@/lib/api-client';
import { useInboxRefresh } from '@/ui/inbox/inbox-record';

/** PATCH /inquiries/{id}/mark-read and /add-comment (which adds or replaces the admin's comment), for the inquiry's dialog. */
export function useInquiryActions() {
  const onSuccess = useInboxRefresh();
  return {
    markRead: tsr.inquiries.markInquiryRead.useMutation({ onSuccess }),
    comment: tsr.inquiries.addInquiryComment.useMutation({ onSuccess }),
    recordOf: (answer: { body: { inquiry: Inquiry } }) => answer.body.inquiry,
  };
}
