import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { Database } from '../../db/database.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { getAdminCharts, getAdminOverview } from './admin-overview.service.js';

const s = initServer();

export async function adminOverviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const router = s.router(apiContract.adminOverview, {
    getAdminOverview: {
      hooks: { preHandler: app.requireAdmin },
      handler: async ({ reply }) => {
        // Counts change with every new lead: the admin home must never show a cached answer.
        reply.header('cache-control', 'private, no-store');
        return { status: 200, body: await getAdminOverview(db) };
      },
    },
    getAdminCharts: {
      hooks: { preHandler: app.requireAdmin },
      handler: async ({ reply }) => {
        reply.header('cache-control', 'private, no-store');
        return { status: 200, body: await getAdminCharts(db) };
      },
    },
  });
  s.registerRouter(apiContract.adminOverview, router, app, { requestValidationErrorHandler: answerValidationError });
}
