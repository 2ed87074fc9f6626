import { api } from '@/lib/api-client';
import { messageFilterQuery, type MessageListParams } from './use-messages-page';

/** GET /messages/export.csv: the messages of the current filter, every page (admin). */
export function exportMessages(params: MessageListParams) {
  return api.messages.exportMessages({ query: messageFilterQuery(params), auth: 'required' });
}
