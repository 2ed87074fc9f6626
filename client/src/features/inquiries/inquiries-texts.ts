import { inboxMessages } from '@contract/inbox';

/** What the inquiries screen says (spec §8 where it words it). */
export const inquiriesTexts = {
  title: 'Admin Dashboard - Inquiries',
  loading: 'Loading inquiries...',
  noMatch: inboxMessages.noInquiries,
  loadFailed: 'Error fetching inquiries',
  invalid: 'Invalid inquiry data received from the server.',
  exportFailed: 'Error exporting inquiries',
  updateFailed: inboxMessages.inquiryUpdateFailed,
  commentFailed: inboxMessages.commentFailed,
} as const;
