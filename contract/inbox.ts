import { z } from 'zod';
import { requiredText } from './common.js';

/**
 * What the inquiries and messages dashboards share: the read filter, the comment body and the
 * spec's texts (section 8). Each feature's own contract file builds its routes from these.
 */
export const inboxMessages = {
  commentRequired: 'Comment is required.',
  inquiryNotFound: 'Inquiry not found.',
  messageNotFound: 'Message not found.',
  noInquiries: 'No inquiries match your search criteria.',
  noMessages: 'No messages match your search criteria.',
  inquiryUpdateFailed: 'Failed to update inquiry',
  messageUpdateFailed: 'Failed to update message',
  commentFailed: 'Failed to add comment',
} as const;

export const COMMENT_MAX_LENGTH = 2000;

/** Add or replace the admin's note on an inquiry or a message ('Comments require text'). */
export const commentBodySchema = z.object({
  comment: requiredText(inboxMessages.commentRequired, COMMENT_MAX_LENGTH, 'Comment', 'multi'),
});
export type CommentBody = z.input<typeof commentBodySchema>;

export const readStates = ['unread', 'read'] as const;
export type ReadState = (typeof readStates)[number];

export const readStateFilter = z
  .enum(readStates, { errorMap: () => ({ message: `status must be one of ${readStates.join(', ')}` }) })
  .optional();
