import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { csvAttachment } from '../../lib/csv-export.js';
import { keptAnswerHooks } from '../../lib/kept-answer-bytes.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import { paymentsAttention } from './attention.service.js';
import { listMyInvoices, myStatement } from './invoices.service.js';
import type { PaymentsDeps } from './payments-deps.js';
import * as service from './payments.service.js';
import { markRefundHandled, refundPayment } from './refunds.service.js';

const s = initServer();

export async function paymentsRoutes(app: FastifyInstance, { deps }: { deps: PaymentsDeps }) {
  const adminOnly = { preHandler: app.requireAdmin };
  const router = s.router(apiContract.payments, {
    listPayments: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await service.listPayments(deps.db, query) }),
    },
    myPayments: {
      hooks: { preHandler: app.requireCustomer, ...keptAnswerHooks },
      handler: async ({ request, query }) => ({
        status: 200,
        body: await service.listMyPayments(deps.db, request.currentUser!, query),
      }),
    },
    myInvoices: {
      hooks: { preHandler: app.requireCustomer, ...keptAnswerHooks },
      handler: async ({ request, query }) => ({ status: 200, body: await listMyInvoices(deps.db, request.currentUser!, query) }),
    },
    myStatement: {
      hooks: { preHandler: app.requireCustomer },
      handler: async ({ request, query, reply }) => {
        const { filename, csv } = await myStatement(deps.db, request.currentUser!, query);
        return csvAttachment(reply, filename, csv);
      },
    },
    revenueSummary: {
      hooks: adminOnly,
      handler: async () => ({ status: 200, body: await service.getRevenueSummary(deps.db) }),
    },
    paymentsAttention: {
      hooks: adminOnly,
      handler: async () => ({ status: 200, body: await paymentsAttention(deps.db, deps.stripe.livemode) }),
    },
    refundPayment: {
      hooks: adminOnly,
      handler: async ({ request, params, body }) => ({
        status: 201,
        body: await refundPayment({ ...deps, log: request.log }, params.id, body, auditContextOf(request)),
      }),
    },
    markRefundHandled: {
      hooks: adminOnly,
      handler: async ({ request, params, body }) => ({ status: 200, body: await markRefundHandled(deps, params.id, body, auditContextOf(request)) }),
    },
    listCustomers: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await service.listCustomers(deps.db, query) }),
    },
  });
  s.registerRouter(apiContract.payments, router, app, { requestValidationErrorHandler: answerValidationError });
}
