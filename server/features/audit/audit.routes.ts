import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { Database } from '../../db/database.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { verifyAuditChain } from './audit-chain.js';
import { listAuditLog } from './audit.service.js';

const s = initServer();

export async function auditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const router = s.router(apiContract.auditLog, {
    listAuditLog: {
      hooks: { preHandler: app.requireAdmin },
      handler: async ({ query }) => ({ status: 200, body: await listAuditLog(db, query) }),
    },
    verify: {
      hooks: { preHandler: app.requireAdmin },
      handler: async () => ({ status: 200, body: await verifyAuditChain(db) }),
    },
  });
  s.registerRouter(apiContract.auditLog, router, app, { requestValidationErrorHandler: answerValidationError });
}
