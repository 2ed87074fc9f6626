import { useState } from 'react';
import { company } from '@contract/catalogues/company';
import type { Message } from '@contract/messages';
import { actionErrorText } from '@/lib/api-errors';
import { InboxDialog } from '@/ui/inbox/InboxDialog';
import { useCommentOnMessage, useMarkMessageRead } from './api/use-message-actions';
import { MessageDetails } from './MessageDetails';
import { messagesTexts } from './messages-texts';

/** One message opened from the list, with its actions. */
export function MessageDialog({ message: opened, onClose }: { message: Message; onClose: () => void }) {
  // Each change's answer is shown at once, without waiting for the list to reload.
  const [message, setMessage] = useState(opened);
  const markRead = useMarkMessageRead();
  const comment = useCommentOnMessage();
  return (
    <InboxDialog
      title={`Message from ${message.fullName}`}
      details={<MessageDetails message={message} />}
      isRead={message.isRead}
      comment={message.comment}
      email={message.email}
      replySubject={`Re: your message to ${company.brand}`}
      onClose={onClose}
      markRead={{
        run: () => markRead.mutate(message._id, { onSuccess: setMessage }),
        pending: markRead.isPending,
        failure: markRead.isError ? actionErrorText(messagesTexts.updateFailed, markRead.error) : undefined,
      }}
      saveComment={{
        run: (text, done) =>
          comment.mutate(
            { id: message._id, comment: text },
            {
              onSuccess: (saved) => {
                setMessage(saved);
                done();
              },
            },
          ),
        pending: comment.isPending,
        failure: comment.isError ? actionErrorText(messagesTexts.commentFailed, comment.error) : undefined,
      }}
    />
  );
}
