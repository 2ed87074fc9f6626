import type { Message } from '@contract/messages';
import { tsr } from '@/lib/api-client';
import { useInboxRefresh } from '@/ui/inbox/inbox-record';

/** PATCH /messages/{id}/mark-read and /add-comment (which adds or replaces the admin's comment), for the message's dialog. */
export function useMessageActions() {
  const onSuccess = useInboxRefresh();
  return {
    markRead: tsr.messages.markMessageRead.useMutation({ onSuccess }),
    comment: tsr.messages.addMessageComment.useMutation({ onSuccess }),
    recordOf: (answer: { body: { message: Message } }) => answer.body.message,
  };
}
