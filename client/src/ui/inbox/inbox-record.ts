import { tsr } from '@/lib/api-client';
import { invalidateKeys, staleAfter } from '@/lib/query-keys';

/** What an inquiry and a message have in common: who wrote, whether it was read, the admin's comment. */
export type InboxRecord = { _id: string; email: string; phone: string; isRead: boolean; comment: string };

type RecordArgs = { params: { id: string }; auth: 'required' };
type CommentArgs = RecordArgs & { body: { comment: string } };

/** The part of a `tsr.<route>.useMutation()` result the dialog uses. */
type RecordMutation<Args, Answer> = {
  mutate: (args: Args, options?: { onSuccess?: (answer: Answer) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * One inbox's two PATCH routes (mark-read, add-comment) as tsr mutations made by its feature, and
 * how the record is read from their answer (`answer.body.inquiry`).
 */
export type InboxActions<Item, Answer> = {
  markRead: RecordMutation<RecordArgs, Answer>;
  comment: RecordMutation<CommentArgs, Answer>;
  recordOf: (answer: Answer) => Item;
};

/** One of an inbox's two routes as tsr gives it (`tsr.inquiries.markInquiryRead`). */
type RecordRoute<Args, Answer> = { useMutation: (options: { onSuccess: () => Promise<void> }) => RecordMutation<Args, Answer> };

/**
 * An inbox's actions from its two PATCH routes: on either's success the inbox lists, the admin
 * home and the menu badges read again.
 */
export function useInboxActions<Item, Answer>(
  routes: { markRead: RecordRoute<RecordArgs, Answer>; comment: RecordRoute<CommentArgs, Answer> },
  recordOf: (answer: Answer) => Item,
): InboxActions<Item, Answer> {
  const queryClient = tsr.useQueryClient();
  const onSuccess = () => invalidateKeys(queryClient, staleAfter.inboxChange);
  return { markRead: routes.markRead.useMutation({ onSuccess }), comment: routes.comment.useMutation({ onSuccess }), recordOf };
}
