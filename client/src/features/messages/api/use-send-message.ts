import { tsr } from '@/lib/api-client';

/** POST /messages: the home and /message-us contact forms. Success reads only the status. */
export function useSendMessage() {
  return tsr.messages.sendMessage.useMutation();
}
