import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '@/lib/query-keys';

/** What an inquiry and a message have in common: who wrote, whether it was read, the admin's comment. */
export type InboxRecord = { _id: string; email: string; phone: string; isRead: boolean; comment: string };

/** An API client's answer, before it is checked. */
export type InboxAnswer = { status: number; body: unknown };

/**
 * One inbox's two PATCH routes as the API client calls them (mark-read, add-comment) and how the
 * record is read from their answer (`expectBody(answer, 200, schema).inquiry`).
 */
export type InboxRoutes<Item> = {
  markRead: (id: string) => Promise<InboxAnswer>;
  addComment: (id: string, comment: string) => Promise<InboxAnswer>;
  recordOf: (answer: InboxAnswer) => Item;
};

/** Mark-read and comment on one inbox's records; after either, the lists, the admin home and the menu badges read again. */
export function useInboxActions<Item>(routes: InboxRoutes<Item>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const markRead = useMutation({
    mutationFn: async (id: string) => routes.recordOf(await routes.markRead(id)),
    onSuccess: refresh,
  });
  const comment = useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) => routes.recordOf(await routes.addComment(id, text)),
    onSuccess: refresh,
  });
  return { markRead, comment };
}
