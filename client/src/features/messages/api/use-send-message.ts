import { messagesContract } from '@contract/messages';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /messages: the home and /message-us contact forms. Success reads only the status. */
export function useSendMessage() {
  return useApiMutation(api.messages.sendMessage, { status: 201, schema: messagesContract.sendMessage.responses[201] });
}
