import { messagesContract, type MessageSort } from '@contract/messages';
import { api } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';
import { inboxFilterQuery, useInboxListQuery } from '@/ui/inbox/inbox-query';
import { readListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { messagesTexts } from '@/features/messages/admin/messages-texts';

/** The filter of /messages, kept in the address by the list kit. */
export const messageFilters = ['status'] as const;
export type MessageListParams = ListParams<MessageSort, (typeof messageFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export const messageFilterQuery = (params: Omit<MessageListParams, 'page' | 'pageSize'>) => inboxFilterQuery(params);

/** GET /messages: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export function useMessagesPage(params: MessageListParams) {
  return useInboxListQuery(inboxKeys.messageList(params), async (signal) => {
    const query = { page: params.page, pageSize: params.pageSize, ...messageFilterQuery(params) };
    const answer = await api.messages.listMessages({ query, auth: 'required', fetchOptions: { signal } });
    return readListPage(answer, messagesContract.listMessages.responses[200], 'messages', messagesTexts.invalid);
  });
}
