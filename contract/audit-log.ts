import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { plainText } from './common.js';
import { pagingQuerySchema } from './paging.js';

const c = initContract();

/**
 * Every admin action that changes or reveals something, by its stable code (what the audit log
 * stores and filters on). New codes are added at the end; a code is never renamed.
 */
export const auditActions = [
  'payment.refunded',
  'subscription.canceled',
  'applicant.status_changed',
  'applicant.updated',
  'applicant.resume_opened',
  'applicants.exported',
  'job.created',
  'job.updated',
  'job.closed',
  'job.reopened',
  'inquiry.marked_read',
  'inquiry.commented',
  'inquiries.exported',
  'message.marked_read',
  'message.commented',
  'messages.exported',
  'franchise.contract_opened',
  'mail.resent',
  'second_factor.added',
  'second_factor.removed',
  'second_factor.recovery_codes_renewed',
  'placement.assigned',
  'placement.ended',
  'subscription.term_restored',
  'stripe_event.retried',
  'stripe_event.dismissed',
  'timesheet.settled',
  'timesheets.exported',
  'timesheet.approved',
  'timesheet.disputed',
  'timesheet.auto_approved',
  'talent.invitation_sent',
  'talent.account_unlinked',
  'refund.marked_handled',
  'subscription.seat_added',
  'subscription.seat_add_pending',
  'subscription.seat_removal_scheduled',
  'timesheets.auto_approved',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an action was done to: a record's kind, and its id (none for an export of a list). */
export const auditTargetTypes = ['payment', 'subscription', 'applicant', 'job', 'inquiry', 'message', 'franchise_application', 'mail', 'user', 'placement', 'stripe_event', 'timesheet'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actorId: z.string(),
  /** The admin's e-mail when they acted (an address changed later does not rewrite it). */
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A small record of what changed (old → new status, refund amount, export filter); never secrets. */
  detail: z.record(z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (label: string) =>
  plainText(label, 10).refine(
    (value) => isoDate.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    `${label} must be a date (YYYY-MM-DD)`,
  );

/** Newest first, always paged (default 20 a page); `from`/`to` are whole UTC days, both included. */
export const auditLogQuerySchema = pagingQuerySchema.omit({ q: true }).extend({
  actor: plainText('Actor', 254).optional(),
  action: z.enum(auditActions, { errorMap: () => ({ message: 'action must be one of the audit action codes' }) }).optional(),
  targetId: plainText('Target id', 200).optional(),
  from: dateField('from').optional(),
  to: dateField('to').optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const AUDIT_LOG_PAGE_SIZE = 20;

export const auditLogMessages = {
  empty: 'No admin actions match these filters.',
} as const;

/** Where the audit chain first breaks: a row missing from the sequence, a row whose content no longer matches its hash, or a row that does not follow the one before. */
export const auditChainBreakSchema = z.object({
  kind: z.enum(['missing', 'changed', 'inserted']),
  /** The sequence number where the break is seen (for `missing`, the number with no row). */
  sequence: z.number(),
  /** The row at that place; null for a missing row. */
  entryId: z.string().nullable(),
  occurredAt: z.string().nullable(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreakSchema>;

export const auditIntegritySchema = z.object({
  /** Rows in the log when it was checked. */
  rowCount: z.number(),
  intact: z.boolean(),
  checkedAt: z.string(),
  firstBreak: auditChainBreakSchema.nullable(),
});
export type AuditIntegrity = z.infer<typeof auditIntegritySchema>;

export const auditLogContract = c.router({
  listAuditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    query: auditLogQuerySchema,
    responses: { 200: z.object({ entries: z.array(auditEntrySchema), total: z.number() }) },
    summary: 'Admin: the audit log of admin actions, newest first, filtered by actor e-mail, action, target id and dates, paged',
  },
  verify: {
    method: 'GET',
    path: '/audit-log/integrity',
    responses: { 200: auditIntegritySchema },
    summary: "Admin: walks the audit log's hash chain in order and reports whether it is intact, or its first break (a missing, changed or inserted row)",
  },
});
