import { authHeader } from '@/lib/api-client';
import { HttpError, loadErrorText, NetworkError, SessionError } from '@/lib/admin-request';

type Answer = { status: number; body: unknown };

/**
 * The body of a ts-rest answer with the expected status; any other status becomes an HttpError,
 * whose message is the spec's '{status} {statusText}' (ts-rest keeps no statusText, so the
 * standard reason phrase stands in for it).
 */
export function bodyOf<A extends Answer, S extends A['status']>(answer: A, status: S): Extract<A, { status: S }>['body'] {
  if (answer.status !== status) throw new HttpError(answer.status, '', answer.body);
  return answer.body as Extract<A, { status: S }>['body'];
}

/**
 * Runs a call with the stored user's bearer header. A session problem becomes a SessionError and
 * a request that got no answer a NetworkError, so screens word them as the spec does.
 */
export async function withSession<T>(call: (headers: { Authorization: string }) => Promise<T>): Promise<T> {
  let headers: { Authorization: string };
  try {
    headers = authHeader();
  } catch (error) {
    throw new SessionError(error instanceof Error ? error.message : String(error));
  }
  try {
    return await call(headers);
  } catch (error) {
    if (error instanceof HttpError || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new NetworkError(error);
  }
}

/** The spec's list error banner: 'Error: {status} {statusText}', or 'Error: {message}'. */
export function listErrorText(error: unknown): string {
  return loadErrorText(error, `Error: ${error instanceof Error && error.message ? error.message : 'Something went wrong.'}`);
}
