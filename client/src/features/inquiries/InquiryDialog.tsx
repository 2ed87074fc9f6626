import { useState } from 'react';
import type { Inquiry } from '@contract/inquiries';
import { actionErrorText } from '@/lib/api-errors';
import { InboxDialog } from '@/ui/inbox/InboxDialog';
import { useCommentOnInquiry, useMarkInquiryRead } from './api/use-inquiry-actions';
import { InquiryDetails } from './InquiryDetails';
import { inquiryKindLabels, inquiryName, replySubjectFor } from './inquiry-format';
import { inquiriesTexts } from './inquiries-texts';

/** One inquiry opened from the list, with its actions. */
export function InquiryDialog({ inquiry: opened, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  // Each change's answer is shown at once, without waiting for the list to reload.
  const [inquiry, setInquiry] = useState(opened);
  const markRead = useMarkInquiryRead();
  const comment = useCommentOnInquiry();
  return (
    <InboxDialog
      title={`${inquiryKindLabels[inquiry.kind]} from ${inquiryName(inquiry)}`}
      details={<InquiryDetails inquiry={inquiry} />}
      isRead={inquiry.isRead}
      comment={inquiry.comment}
      email={inquiry.email}
      replySubject={replySubjectFor(inquiry)}
      onClose={onClose}
      markRead={{
        run: () => markRead.mutate(inquiry._id, { onSuccess: setInquiry }),
        pending: markRead.isPending,
        failure: markRead.isError ? actionErrorText(inquiriesTexts.updateFailed, markRead.error) : undefined,
      }}
      saveComment={{
        run: (text, done) =>
          comment.mutate(
            { id: inquiry._id, comment: text },
            {
              onSuccess: (saved) => {
                setInquiry(saved);
                done();
              },
            },
          ),
        pending: comment.isPending,
        failure: comment.isError ? actionErrorText(inquiriesTexts.commentFailed, comment.error) : undefined,
      }}
    />
  );
}
