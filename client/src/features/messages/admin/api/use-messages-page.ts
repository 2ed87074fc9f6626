import type { MessageSort } from '@contract/messages';
import { tsr } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';
import { inboxFilterQuery, inboxListOptions } from '@/ui/inbox/inbox-query';
import { listPageOf } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';

/** The filter of /messages, kept in the address by the list kit. */
export const messageFilters = ['status'] as const;
export type MessageListParams = ListParams<MessageSort, (typeof messageFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export const messageFilterQuery = (params: Omit<MessageListParams, 'page' | 'pageSize'>) => inboxFilterQuery(params);

/** GET /messages: one page, searched, sorted and filtered on the server, refreshed while on screen. */
export function useMessagesPage(params: MessageListParams) {
  return tsr.messages.listMessages.useQuery({
    queryKey: inboxKeys.messageList(params),
    queryData: { query: { page: params.page, pageSize: params.pageSize, ...messageFilterQuery(params) }, auth: 'required' },
    select: (answer) => listPageOf(answer.body.messages, answer.body.total),
    ...inboxListOptions,
  });
}
