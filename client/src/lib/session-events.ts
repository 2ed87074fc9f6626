/**
 * 'The server no longer accepts the stored token' as an event. It lives apart from the API client
 * so the layout can listen without downloading the client (and the whole contract) up front.
 */
type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Called whenever the server answers 401 to a call that carried the stored token: the session
 * has expired or was revoked. Returns the unsubscribe function.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function notifySessionEnded(): void {
  for (const listener of sessionEndedListeners) listener();
}
