import type { FastifyRequest } from 'fastify';

/** The account of a request that passed `requireUser`. */
export function signedIn(request: FastifyRequest) {
  if (!request.currentUser) throw new Error('second-factor routes run after requireUser');
  return request.currentUser;
}

/** Where a request came from, as the audit log records it. */
export function originOf(request: FastifyRequest) {
  return { ip: request.ip || null, userAgent: request.headers['user-agent'] || null };
}

/** The bearer token a request that passed `requireUser` was sent with. */
export function bearerTokenOf(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}
