import { useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '@/lib/query-keys';

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

/** What either action does on success: the lists, the admin home and the menu badges read again. */
export function useInboxRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
}
