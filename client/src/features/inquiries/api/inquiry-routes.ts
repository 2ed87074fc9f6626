import { inquiriesContract, type Inquiry } from '@contract/inquiries';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import type { InboxRoutes } from '@/ui/inbox/inbox-record';

/** PATCH /inquiries/{id}/mark-read and /add-comment (which adds or replaces the admin's comment). */
export const inquiryRoutes: InboxRoutes<Inquiry> = {
  markRead: (id) => api.inquiries.markInquiryRead({ params: { id }, auth: 'required' }),
  addComment: (id, comment) => api.inquiries.addInquiryComment({ params: { id }, body: { comment }, auth: 'required' }),
  recordOf: (answer) => expectBody(answer, 200, inquiriesContract.markInquiryRead.responses[200]).inquiry,
};
