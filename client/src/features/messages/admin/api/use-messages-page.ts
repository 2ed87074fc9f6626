import { readStates, type ReadState } from '@contract/inbox';
import { messagesContract, type MessageSort } from '@contract/messages';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';
import { listPageOf, useListQuery } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { messagesTexts } from '@/features/messages/admin/messages-texts';

/** The filter of /messages, kept in the address by the list kit. */
export const messageFilters = ['status'] as const;
export type MessageListParams = ListParams<MessageSort, (typeof messageFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function messageFilterQuery({ q, sort, status }: Omit<MessageListParams, 'page' | 'pageSize'>) {
  return { q: q || undefined, sort, status: knownFilter<ReadState>(readStates, status) };
}

/** GET /messages: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export function useMessagesPage(params: MessageListParams) {
  return useListQuery(
    inboxKeys.messageList(params),
    async (signal) => {
      const answer = await api.messages.listMessages({
        query: { page: params.page, pageSize: params.pageSize, ...messageFilterQuery(params) },
        auth: 'required',
        fetchOptions: { signal },
      });
      const body = expectBody(answer, 200, messagesContract.listMessages.responses[200], messagesTexts.invalid);
      return listPageOf(body.messages, body.total);
    },
    // A message sent a moment ago shows up without a reload.
    { refetchInterval: INBOX_REFRESH_MS },
  );
}
