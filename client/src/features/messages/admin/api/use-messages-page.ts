import type { MessageSort } from '@contract/messages';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { inboxFilterQuery, inboxListOptions } from '@/ui/inbox/inbox-query';
import { pageRequest, selectPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { messagesKeys } from './messages-keys';

/** The filter of /messages, kept in the address by the list kit. */
export const messageFilters = ['status'] as const;
export type MessageListParams = ListParams<MessageSort, (typeof messageFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export const messageFilterQuery = (params: Omit<MessageListParams, 'page' | 'pageSize'>) => inboxFilterQuery(params);

/** GET /messages: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export const messagesPageQuery = (params: MessageListParams) =>
  ({ queryKey: messagesKeys.list(params), queryData: pageRequest(params, messageFilterQuery(params)), ...inboxListOptions }) satisfies ReadOptions<
    typeof tsr.messages.listMessages
  >;

export function useMessagesPage(params: MessageListParams) {
  return tsr.messages.listMessages.useQuery({ ...messagesPageQuery(params), select: selectPage('messages') });
}
