import { readStates, type ReadState } from '@contract/inbox';
import { messagesContract, type MessageSort } from '@contract/messages';
import { api } from '@/lib/api-client';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';
import { readListPage, useListQuery } from '@/ui/list-kit/use-list-query';
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
      const query = { page: params.page, pageSize: params.pageSize, ...messageFilterQuery(params) };
      const answer = await api.messages.listMessages({ query, auth: 'required', fetchOptions: { signal } });
      return readListPage(answer, messagesContract.listMessages.responses[200], 'messages', messagesTexts.invalid);
    },
    // A message sent a moment ago shows up without a reload.
    { refetchInterval: INBOX_REFRESH_MS },
  );
}
