/** A message shown above a billing table after an action (cancel, invoice, refund). */
export type Notice = { tone: 'success' | 'error'; text: string };
