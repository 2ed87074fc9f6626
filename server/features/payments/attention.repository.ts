import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../auth/users.table.js';
import { disputes, payments, refunds } from './payments.table.js';

/** Stripe's statuses of a dispute that is over. */
const closedDisputeStatuses = ['won', 'lost', 'warning_closed', 'prevented'];

/** Disputes still waiting on evidence or a decision, the soonest evidence deadline first. */
export function listOpenDisputes(db: Executor, limit: number) {
  return db
    .select({
      stripeDisputeId: disputes.stripeDisputeId,
      paymentId: disputes.paymentId,
      invoiceId: payments.stripeInvoiceId,
      customerName: users.name,
      amount: disputes.amount,
      currency: disputes.currency,
      status: disputes.status,
      reason: disputes.reason,
      evidenceDueBy: disputes.evidenceDueBy,
    })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(notInArray(disputes.status, closedDisputeStatuses))
    .orderBy(asc(disputes.evidenceDueBy), desc(disputes.createdAt))
    .limit(limit);
}

/** Refunds the bank returned that no admin has marked handled yet, newest first. */
export function listFailedRefunds(db: Executor, limit: number) {
  return db
    .select({
      id: refunds.id,
      refundId: refunds.stripeRefundId,
      paymentId: refunds.paymentId,
      invoiceId: payments.stripeInvoiceId,
      customerName: users.name,
      amount: refunds.amount,
      currency: refunds.currency,
      failureReason: refunds.failureReason,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(refunds.status, 'failed'), isNull(refunds.handledAt)))
    .orderBy(desc(refunds.createdAt))
    .limit(limit);
}
