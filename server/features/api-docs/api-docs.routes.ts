import { createHash } from 'node:crypto';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { company } from '../../../contract/catalogues/company.js';
import { apiContract } from '../../../contract/index.js';
import { buildOpenApiDocument } from './openapi-document.js';
import type { RouteGuards } from './route-guards.js';

export const openApiPath = '/api/v1/openapi.json';
export const apiDocsPath = '/api/v1/docs';

/**
 * `GET /api/v1/openapi.json` (the OpenAPI 3 document) and `GET /api/v1/docs` (Swagger UI on it).
 * Registered after every contract route, so the guards they run are known. Both are explicit
 * routes, never the client's catch-all. Swagger UI's files are served from this server and its
 * page has no inline script, so it works under the site's own CSP (`script-src 'self'`).
 */
export async function apiDocsRoutes(app: FastifyInstance, options: { publicUrl: string; guards: RouteGuards }) {
  const document = buildOpenApiDocument(apiContract, { publicUrl: options.publicUrl, accessOf: options.guards.accessOf });
  const body = JSON.stringify(document);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

  app.get(openApiPath, (request, reply) => {
    // Public and the same for everyone until the next deploy; revalidated cheaply by its ETag.
    reply.header('cache-control', 'public, max-age=300, must-revalidate').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Two libraries' typings of one OpenAPI 3.0 object (openapi3-ts and openapi-types).
  const specification: StaticDocumentSpec = { document: document as unknown as StaticDocumentSpec['document'] };
  await app.register(fastifySwagger, { mode: 'static', specification });
  await app.register(fastifySwaggerUi, {
    routePrefix: apiDocsPath,
    theme: { title: `${company.brand} API` },
    // BaseLayout: no top bar (a third party's logo and a box to load any other document).
    uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0, displayRequestDuration: true },
  });
}
