import { tsr } from '@/lib/api-client';
import { useInboxActions } from '@/ui/inbox/inbox-record';

/** PATCH /messages/{id}/mark-read and /add-comment (which adds or replaces the admin's comment), for the message's dialog. */
export function useMessageActions() {
  return useInboxActions({ markRead: tsr.messages.markMessageRead, comment: tsr.messages.addMessageComment }, (answer) => answer.body.message);
}
