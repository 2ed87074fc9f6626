import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesContract, type Message } from '@contract/messages';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { inboxKeys } from '@/lib/query-keys';

const answerSchema = messagesContract.markMessageRead.responses[200];

/** After a change the lists, the admin home and the menu badges read again. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
}

/** PATCH /messages/{id}/mark-read. */
export function useMarkMessageRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async (id: string): Promise<Message> => {
      const answer = await api.messages.markMessageRead({ params: { id }, auth: 'required' });
      return expectBody(answer, 200, answerSchema).message;
    },
    onSuccess: refresh,
  });
}

/** PATCH /messages/{id}/add-comment: adds or replaces the admin's comment. */
export function useCommentOnMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: string }): Promise<Message> => {
      const answer = await api.messages.addMessageComment({ params: { id }, body: { comment }, auth: 'required' });
      return expectBody(answer, 200, answerSchema).message;
    },
    onSuccess: refresh,
  });
}
