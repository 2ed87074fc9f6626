import type { FastifyRequest } from 'fastify';

/**
 * Whether this answer carries its body. Fastify answers a HEAD from the GET route and drops the
 * body, so a HEAD on a download reveals nothing and writes no audit row: routes that record a
 * reveal hand their service an audit context only when this is true.
 */
export const sendsBody = (request: FastifyRequest): boolean => request.method !== 'HEAD';
