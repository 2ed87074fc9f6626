import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../lib/errors.js';

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. */
export function registerHealthRoutes(app: FastifyInstance, pingDatabase: () => Promise<void>) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await pingDatabase();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send(errorBody('server.not_ready', 'The database is not reachable.'));
    }
  });
}
