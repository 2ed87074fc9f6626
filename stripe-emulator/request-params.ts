import type { FastifyRequest } from 'fastify';
import { parseFormParams, type FormObject } from './form-params.js';

/** The SDK sends GET and DELETE parameters in the query string and POST parameters in the form body. */
export function requestParams(request: FastifyRequest): FormObject {
  const query = request.url.includes('?') ? parseFormParams(request.url.slice(request.url.indexOf('?') + 1)) : {};
  const body = request.body && typeof request.body === 'object' ? (request.body as FormObject) : {};
  return { ...query, ...body };
}

export function idParam(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}
