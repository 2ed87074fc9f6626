import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '../../../contract/audit-log.js';
import type { Executor } from '../../db/database.js';
import { insertAuditRow } from './audit-log.repository.js';

/** The admin who acts, as signed in when they acted. */
export interface AuditActor {
  id: string;
  email: string;
}

/** Where the request came from. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Who acts and from where: built by the route from the request (`auditContextOf`) and handed to
 * the service with the call, as services take `log`; services never see the request.
 */
export interface AuditContext {
  actor: AuditActor;
  origin: AuditOrigin;
}

export interface AdminAction {
  actor: AuditActor;
  action: AuditAction;
  /** What the action was done to; `id` is null for an export of a list. */
  target: { type: AuditTargetType; id: string | null };
  /** A small JSON record (old → new status, refund amount, export filter). Never secrets. */
  detail?: Record<string, unknown>;
  origin: AuditOrigin;
}

const MAX_USER_AGENT = 500;
/** Keys never stored in a detail, whatever a caller passes. */
const SECRET_KEY = /password|token|secret|otp|code_?hash|recovery/i;

function withoutSecrets(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key, value]) => value !== undefined && !SECRET_KEY.test(key)));
}

/**
 * Appends one row to the audit log. Pass the transaction that makes the change, so the row
 * commits with it and a failed change leaves none; for an action that only reveals something
 * (an export, a resume), call it after the data was read and before the bytes are sent.
 */
export async function recordAdminAction(executor: Executor, { actor, action, target, detail = {}, origin }: AdminAction): Promise<void> {
  await insertAuditRow(executor, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: target.type,
    targetId: target.id,
    detail: withoutSecrets(detail),
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
  });
}

/** The audit context of a request that passed `requireAdmin` (or `requireUser`): its account, IP and user agent. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const user = request.currentUser;
  if (!user) throw new Error('auditContextOf needs a signed-in request (run it after the auth guard)');
  const userAgent = request.headers['user-agent'];
  return { actor: { id: user.id, email: user.email }, origin: { ip: request.ip || null, userAgent: userAgent || null } };
}
