import { HttpError } from '@/lib/admin-request';

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
