import { inboxMessages } from '@contract/inbox';

/** What the messages screen says (spec §8 where it words it). */
export const messagesTexts = {
  title: 'Admin Dashboard - Messages',
  loading: 'Loading messages...',
  noMatch: inboxMessages.noMessages,
  loadFailed: 'Error fetching messages',
  invalid: 'Invalid message data received from the server.',
  exportFailed: 'Error exporting messages',
  updateFailed: inboxMessages.messageUpdateFailed,
  commentFailed: inboxMessages.commentFailed,
} as const;
