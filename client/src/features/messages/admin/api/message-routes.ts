import { messagesContract, type Message } from '@contract/messages';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import type { InboxRoutes } from '@/ui/inbox/inbox-record';

/** PATCH /messages/{id}/mark-read and /add-comment (which adds or replaces the admin's comment). */
export const messageRoutes: InboxRoutes<Message> = {
  markRead: (id) => api.messages.markMessageRead({ params: { id }, auth: 'required' }),
  addComment: (id, comment) => api.messages.addMessageComment({ params: { id }, body: { comment }, auth: 'required' }),
  recordOf: (answer) => expectBody(answer, 200, messagesContract.markMessageRead.responses[200]).message,
};
