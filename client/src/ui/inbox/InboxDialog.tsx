import { useState, type ReactNode } from 'react';
import { actionErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { CommentForm } from './CommentForm';
import type { InboxActions, InboxRecord } from './inbox-record';
import { ReplyByEmailLink } from './ReplyByEmailLink';

/** How one inbox shows a record in its dialog. */
export type InboxDialogContent<Item, Answer> = {
  /** The inbox's mark-read and comment mutations (a hook of its feature, e.g. `useInquiryActions`). */
  useActions: () => InboxActions<Item, Answer>;
  title: (item: Item) => string;
  /** The record's fields (InquiryDetails, MessageDetails). */
  details: (item: Item) => ReactNode;
  replySubject: (item: Item) => string;
};

type InboxDialogProps<Item extends InboxRecord, Answer> = InboxDialogContent<Item, Answer> & {
  /** The record as the list showed it; each action's answer replaces it at once, without waiting for the list. */
  record: Item;
  /** 'Failed to update inquiry', 'Failed to add comment': followed by the status. */
  failureTexts: { updateFailed: string; commentFailed: string };
  onClose: () => void;
};

/**
 * An inquiry or message opened from its list: the details, 'Mark as Read' (hidden once read), the
 * add/edit comment modal and a reply by e-mail. Escape, the close button or the backdrop close it,
 * and focus goes back to what opened it.
 */
export function InboxDialog<Item extends InboxRecord, Answer>({ record, useActions, failureTexts, title, details, replySubject, onClose }: InboxDialogProps<Item, Answer>) {
  const [item, setItem] = useState(record);
  const [editingComment, setEditingComment] = useState(false);
  const { markRead, comment, recordOf } = useActions();
  const commentTitle = item.comment ? 'Edit comment' : 'Add comment';
  const saveComment = (text: string) =>
    comment.mutate(
      { params: { id: item._id }, body: { comment: text }, auth: 'required' },
      {
        onSuccess: (answer) => {
          setItem(recordOf(answer));
          setEditingComment(false);
        },
      },
    );

  return (
    <Dialog title={title(item)} onClose={onClose}>
      {details(item)}
      {markRead.isError ? (
        <Alert tone="error" className="mt-4">
          {actionErrorText(failureTexts.updateFailed, markRead.error)}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
        {item.isRead ? null : (
          <Button onClick={() => markRead.mutate({ params: { id: item._id }, auth: 'required' }, { onSuccess: (answer) => setItem(recordOf(answer)) })} disabled={markRead.isPending}>
            {markRead.isPending ? 'Marking...' : 'Mark as Read'}
          </Button>
        )}
        <Button variant="outline" onClick={() => setEditingComment(true)}>
          {commentTitle}
        </Button>
        <ReplyByEmailLink email={item.email} subject={replySubject(item)} />
      </div>
      {editingComment ? (
        <Dialog title={commentTitle} size="sm" onClose={() => setEditingComment(false)}>
          <CommentForm
            initialComment={item.comment}
            isSaving={comment.isPending}
            failure={comment.isError ? actionErrorText(failureTexts.commentFailed, comment.error) : undefined}
            onCancel={() => setEditingComment(false)}
            onSave={saveComment}
          />
        </Dialog>
      ) : null}
    </Dialog>
  );
}
