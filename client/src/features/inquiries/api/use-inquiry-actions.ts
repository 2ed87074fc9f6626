import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inquiriesContract, type Inquiry } from '@contract/inquiries';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { inboxKeys } from '@/lib/query-keys';

const answerSchema = inquiriesContract.markInquiryRead.responses[200];

/** After a change the lists, the admin home and the menu badges read again. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
}

/** PATCH /inquiries/{id}/mark-read. */
export function useMarkInquiryRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async (id: string): Promise<Inquiry> => {
      const answer = await api.inquiries.markInquiryRead({ params: { id }, auth: 'required' });
      return expectBody(answer, 200, answerSchema).inquiry;
    },
    onSuccess: refresh,
  });
}

/** PATCH /inquiries/{id}/add-comment: adds or replaces the admin's comment. */
export function useCommentOnInquiry() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: string }): Promise<Inquiry> => {
      const answer = await api.inquiries.addInquiryComment({ params: { id }, body: { comment }, auth: 'required' });
      return expectBody(answer, 200, answerSchema).inquiry;
    },
    onSuccess: refresh,
  });
}
