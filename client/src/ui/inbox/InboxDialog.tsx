import { useState, type ReactNode } from 'react';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { CommentForm } from './CommentForm';
import { ReplyByEmailLink } from './ReplyByEmailLink';

type InboxDialogProps = {
  title: string;
  /** The record's fields (InquiryDetails, MessageDetails). */
  details: ReactNode;
  isRead: boolean;
  comment: string;
  email: string;
  replySubject: string;
  onClose: () => void;
  markRead: { run: () => void; pending: boolean; failure: string | undefined };
  /** Saves the comment; calls `done` once it is stored, which closes the comment modal. */
  saveComment: { run: (comment: string, done: () => void) => void; pending: boolean; failure: string | undefined };
};

/**
 * An inquiry or message opened from its list: the details, 'Mark as Read' (hidden once read), the
 * add/edit comment modal and a reply by e-mail. Escape, the close button or the backdrop close it,
 * and focus goes back to what opened it.
 */
export function InboxDialog({ title, details, isRead, comment, email, replySubject, onClose, markRead, saveComment }: InboxDialogProps) {
  const [editingComment, setEditingComment] = useState(false);
  const commentTitle = comment ? 'Edit comment' : 'Add comment';
  return (
    <Dialog title={title} onClose={onClose}>
      {details}
      {markRead.failure ? (
        <Alert tone="error" className="mt-4">
          {markRead.failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
        {isRead ? null : (
          <Button onClick={markRead.run} disabled={markRead.pending}>
            {markRead.pending ? 'Marking...' : 'Mark as Read'}
          </Button>
        )}
        <Button variant="outline" onClick={() => setEditingComment(true)}>
          {commentTitle}
        </Button>
        <ReplyByEmailLink email={email} subject={replySubject} />
      </div>
      {editingComment ? (
        <Dialog title={commentTitle} size="sm" onClose={() => setEditingComment(false)}>
          <CommentForm
            initialComment={comment}
            isSaving={saveComment.pending}
            failure={saveComment.failure}
            onCancel={() => setEditingComment(false)}
            onSave={(text) => saveComment.run(text, () => setEditingComment(false))}
          />
        </Dialog>
      ) : null}
    </Dialog>
  );
}
