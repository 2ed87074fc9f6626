import type { FastifyRequest } from 'fastify';

/**
 * onRequest hook for calls that take no body (mark-read): a client that still labels its empty
 * request as JSON, as many fetch wrappers do, is answered instead of refused with 'empty body'.
 */
export async function ignoreEmptyJsonBody(request: FastifyRequest): Promise<void> {
  const { headers } = request;
  const empty = headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0');
  if (empty) delete headers['content-type'];
}
