import { tsr } from '@/lib/api-client';
import { messageFilterQuery, type MessageListParams } from './use-messages-page';

/** GET /messages/export.csv: the messages of the current filter, every page (admin). */
export function exportMessages(params: MessageListParams) {
  return tsr.messages.exportMessages.query({ query: messageFilterQuery(params), auth: 'required' });
}
