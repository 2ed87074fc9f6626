import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../contract/franchise.js';

/** What one upload form may hold: a PDF or two and its text fields. */
export const multipartLimits = { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 20_000, parts: 40 };

/**
 * Registers `routes` in a scope of their own that reads multipart bodies. @fastify/multipart adds
 * an async onRequest and onResponse hook (and a 'close' listener) to every route of the scope it
 * is registered in; only the routes that take files need them, not every answer of the site (the
 * job board, its pages, the built files). Elsewhere a multipart body is refused with 415 like any
 * other type the route does not read.
 */
export function withFileUploads<Options extends object>(
  routes: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  return async function fileUploadScope(scope, options) {
    await scope.register(fastifyMultipart, { limits: multipartLimits });
    await scope.register(routes, options);
  };
}
