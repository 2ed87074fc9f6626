import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit-log.js';
import { auditLog, mailDeliveries } from '../../db/schema.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { bearer, buildApplicant, buildFranchiseApplication, buildJob, createAdminSession } from '../../test/factories.js';
import { buildMessage, buildQuote } from '../../test/inbox-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { recordAdminAction } from './audit.public.js';

const ctx = useTestApp({ admin: true, customer: true });

const USER_AGENT = 'AuditTest/1.0 (vitest)';
const asAdmin = (options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { ...bearer(ctx.admin), 'user-agent': USER_AGENT, ...(options.headers ?? {}) } });

/** The rows written since the last `beforeEach`. */
let seen = 0;
beforeEach(async () => {
  seen = await rowCount();
});
async function rowCount() {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row!.n;
}
async function newRows() {
  const rows = await ctx.db.select().from(auditLog).orderBy(auditLog.occurredAt, auditLog.id);
  return rows.slice(seen);
}
/** Exactly one new row, with the admin, origin and the given fields. */
async function expectOneRow(expected: { action: string; targetType: string; targetId: string | null; detail?: Record<string, unknown> }) {
  const rows = await newRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    actorId: ctx.admin.id,
    actorEmail: ctx.admin.email,
    action: expected.action,
    targetType: expected.targetType,
    targetId: expected.targetId,
    ip: '127.0.0.1',
    userAgent: USER_AGENT,
  });
  if (expected.detail) expect(rows[0]!.detail).toEqual(expected.detail);
  return rows[0]!;
}
const expectNoRow = async () => expect(await newRows()).toEqual([]);
const missingId = '00000000-0000-4000-8000-000000000000';

describe('inbox actions', () => {
  it('marking an inquiry read and commenting on it leave one row each; a 404 or a 400 leaves none', async () => {
    const inquiry = await buildQuote(ctx.db);
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/inquiries/${inquiry.id}/mark-read` })).statusCode).toBe(200);
    await expectOneRow({ action: 'inquiry.marked_read', targetType: 'inquiry', targetId: inquiry.id, detail: {} });

    seen = await rowCount();
    const comment = await asAdmin({ method: 'PATCH', url: `/api/v1/inquiries/${inquiry.id}/add-comment`, payload: { comment: 'Called back' } });
    expect(comment.statusCode).toBe(200);
    await expectOneRow({ action: 'inquiry.commented', targetType: 'inquiry', targetId: inquiry.id, detail: { commentLength: 11 } });

    seen = await rowCount();
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/inquiries/${missingId}/mark-read` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/inquiries/not-a-uuid/mark-read` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/inquiries/${inquiry.id}/add-comment`, payload: { comment: ' ' } })).statusCode).toBe(400);
    await expectNoRow();
  });

  it('marking a message read and commenting leave one row each', async () => {
    const message = await buildMessage(ctx.db);
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/messages/${message.id}/mark-read` })).statusCode).toBe(200);
    await expectOneRow({ action: 'message.marked_read', targetType: 'message', targetId: message.id });
    seen = await rowCount();
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/messages/${message.id}/add-comment`, payload: { comment: 'Spam' } })).statusCode).toBe(200);
    await expectOneRow({ action: 'message.commented', targetType: 'message', targetId: message.id, detail: { commentLength: 4 } });
    seen = await rowCount();
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/messages/${missingId}/add-comment`, payload: { comment: 'x' } })).statusCode).toBe(404);
    await expectNoRow();
  });

  it('exports are recorded with their filter; a refused filter records nothing', async () => {
    const inquiries = await asAdmin({ method: 'GET', url: '/api/v1/inquiries/export.csv?status=unread' });
    expect(inquiries.statusCode).toBe(200);
    const row = await expectOneRow({ action: 'inquiries.exported', targetType: 'inquiry', targetId: null });
    expect(row.detail).toMatchObject({ filter: { status: 'unread' }, rows: expect.any(Number) });

    seen = await rowCount();
    expect((await asAdmin({ method: 'GET', url: '/api/v1/messages/export.csv' })).statusCode).toBe(200);
    await expectOneRow({ action: 'messages.exported', targetType: 'message', targetId: null });

    seen = await rowCount();
    expect((await asAdmin({ method: 'GET', url: '/api/v1/inquiries/export.csv?status=bogus' })).statusCode).toBe(400);
    await expectNoRow();
  });
});

describe('jobs', () => {
  const jobBody = {
    title: 'Audit Analyst',
    description: 'Checks things.',
    responsibilities: ['Check'],
    operatingHours: '9-5',
    requirements: ['Care'],
    location: 'Remote',
    language: ['English'],
  };

  it('create, update, close and reopen leave one row each; 404 and 400 leave none', async () => {
    const created = await asAdmin({ method: 'POST', url: '/api/v1/jobs', payload: jobBody });
    expect(created.statusCode).toBe(201);
    const jobId = created.json().job._id as string;
    await expectOneRow({ action: 'job.created', targetType: 'job', targetId: jobId, detail: { title: 'Audit Analyst' } });

    seen = await rowCount();
    expect((await asAdmin({ method: 'PUT', url: `/api/v1/jobs/${jobId}`, payload: { title: 'Senior Audit Analyst', location: 'Cebu' } })).statusCode).toBe(200);
    await expectOneRow({ action: 'job.updated', targetType: 'job', targetId: jobId, detail: { fields: ['location', 'title'] } });

    seen = await rowCount();
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/jobs/${jobId}/toggle-active`, payload: { isActive: false } })).statusCode).toBe(200);
    await expectOneRow({ action: 'job.closed', targetType: 'job', targetId: jobId });
    seen = await rowCount();
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/jobs/${jobId}/toggle-active`, payload: { isActive: true } })).statusCode).toBe(200);
    await expectOneRow({ action: 'job.reopened', targetType: 'job', targetId: jobId });

    seen = await rowCount();
    expect((await asAdmin({ method: 'PUT', url: `/api/v1/jobs/${missingId}`, payload: { title: 'Nope' } })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/jobs/${missingId}/toggle-active`, payload: { isActive: false } })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PUT', url: `/api/v1/jobs/${jobId}`, payload: { title: '' } })).statusCode).toBe(400);
    expect((await asAdmin({ method: 'POST', url: '/api/v1/jobs', payload: { ...jobBody, title: '' } })).statusCode).toBe(400);
    await expectNoRow();
  });
});

describe('applicants', () => {
  it('a status change records old → new; remarks alone are applicant.updated; a 404 or 400 leaves none', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id);
    const changed = await asAdmin({ method: 'PATCH', url: `/api/v1/applicants/${applicant.id}`, payload: { status: 'Initial Interview' } });
    expect(changed.statusCode).toBe(200);
    await expectOneRow({
      action: 'applicant.status_changed',
      targetType: 'applicant',
      targetId: applicant.id,
      detail: { from: applicant.status, to: 'Initial Interview' },
    });

    seen = await rowCount();
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/applicants/${applicant.id}`, payload: { remarks: 'Good English' } })).statusCode).toBe(200);
    await expectOneRow({ action: 'applicant.updated', targetType: 'applicant', targetId: applicant.id, detail: { remarksChanged: true } });

    seen = await rowCount();
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/applicants/${missingId}`, payload: { status: 'Initial Interview' } })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PATCH', url: `/api/v1/applicants/${applicant.id}`, payload: { status: 'Nonsense' } })).statusCode).toBe(400);
    await expectNoRow();
  });

  it('opening a resume and exporting the list are recorded; a missing applicant is not', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id);
    const resume = await asAdmin({ method: 'GET', url: `/api/v1/applicants/${applicant.id}/resume` });
    expect(resume.statusCode).toBe(200);
    await expectOneRow({ action: 'applicant.resume_opened', targetType: 'applicant', targetId: applicant.id });

    seen = await rowCount();
    expect((await asAdmin({ method: 'GET', url: `/api/v1/applicants/export.csv?jobId=${job.id}` })).statusCode).toBe(200);
    const row = await expectOneRow({ action: 'applicants.exported', targetType: 'applicant', targetId: null });
    expect(row.detail).toMatchObject({ filter: { jobId: job.id } });

    seen = await rowCount();
    expect((await asAdmin({ method: 'GET', url: `/api/v1/applicants/${missingId}/resume` })).statusCode).toBe(404);
    await expectNoRow();
  });
});

describe('franchise contracts and mail', () => {
  it('opening a signed contract is recorded; a missing one is not', async () => {
    const application = await buildFranchiseApplication(ctx.db);
    expect((await asAdmin({ method: 'GET', url: `/api/v1/franchise-applications/${application.id}/contract` })).statusCode).toBe(200);
    await expectOneRow({ action: 'franchise.contract_opened', targetType: 'franchise_application', targetId: application.id });
    seen = await rowCount();
    expect((await asAdmin({ method: 'GET', url: `/api/v1/franchise-applications/${missingId}/contract` })).statusCode).toBe(404);
    await expectNoRow();
  });

  it('sending an undelivered mail again is recorded; a mail that is not undelivered (409) is not', async () => {
    const [failed] = await ctx.db
      .insert(mailDeliveries)
      .values({ to: 'someone@example.com', subject: 'Hello', text: 'Hi', status: 'failed', attempts: 5, failedAt: new Date() })
      .returning();
    expect((await asAdmin({ method: 'POST', url: `/api/v1/admin/mail/${failed!.id}/resend` })).statusCode).toBe(202);
    await expectOneRow({ action: 'mail.resent', targetType: 'mail', targetId: failed!.id });
    seen = await rowCount();
    const [sent] = await ctx.db.insert(mailDeliveries).values({ to: 'x@example.com', subject: 'Sent', text: 'Hi', status: 'sent' }).returning();
    expect((await asAdmin({ method: 'POST', url: `/api/v1/admin/mail/${sent!.id}/resend` })).statusCode).toBe(409);
    await expectNoRow();
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await recordAdminAction(ctx.db, {
      actor: { id: ctx.admin.id, email: ctx.admin.email },
      action: 'second_factor.added',
      target: { type: 'user', id: ctx.admin.id },
      detail: { method: 'totp', secret: 'never stored', recoveryCodes: ['x'] },
      origin: { ip: '10.0.0.1', userAgent: null },
    });
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'second_factor.added'));
    // Secret-looking keys are dropped whatever a caller passes.
    expect(row!.detail).toEqual({ method: 'totp' });
    await expect(ctx.db.update(auditLog).set({ actorEmail: 'someone-else@example.com' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(ctx.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still!.actorEmail).toBe(ctx.admin.email);
  });

  it('rolls back with the change it was written with', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordAdminAction(tx, {
          actor: { id: ctx.admin.id, email: ctx.admin.email },
          action: 'job.updated',
          target: { type: 'job', id: missingId },
          origin: { ip: null, userAgent: null },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await expectNoRow();
  });
});

describe('GET /admin/audit-log', () => {
  it('is for admins only, and list views are not themselves recorded', async () => {
    await expectAdminOnly(ctx.app, [{ method: 'GET', url: '/api/v1/admin/audit-log' }], ctx);
    await expectNoRow();
  });

  it('pages newest first and filters by actor, action, target id and dates', async () => {
    const other = await createAdminSession(ctx.app, ctx.db);
    const inquiry = await buildQuote(ctx.db);
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/inquiries/${inquiry.id}/mark-read`, headers: bearer(other) });
    const list = (query: string) => asAdmin({ method: 'GET', url: `/api/v1/admin/audit-log${query}` });

    const all = await list('?pageSize=2');
    expect(all.statusCode).toBe(200);
    const body = all.json<{ entries: AuditEntry[]; total: number }>();
    expect(body.total).toBe(await rowCount());
    expect(body.entries).toHaveLength(2);
    expect(body.entries[0]).toMatchObject({ actorEmail: other.email, action: 'inquiry.marked_read', targetId: inquiry.id, targetType: 'inquiry' });
    expect(Date.parse(body.entries[0]!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(body.entries[1]!.occurredAt));
    const second = (await list('?pageSize=2&page=2')).json<{ entries: AuditEntry[] }>();
    expect(second.entries.map((e) => e.id)).not.toContain(body.entries[0]!.id);

    const byActor = (await list(`?actor=${encodeURIComponent(other.email.slice(0, 12).toUpperCase())}`)).json<{ entries: AuditEntry[]; total: number }>();
    expect(byActor.total).toBe(1);
    expect(byActor.entries[0]!.actorEmail).toBe(other.email);

    const byAction = (await list('?action=job.created')).json<{ entries: AuditEntry[]; total: number }>();
    expect(byAction.total).toBeGreaterThan(0);
    expect(byAction.entries.every((e) => e.action === 'job.created')).toBe(true);

    expect((await list(`?targetId=${inquiry.id}`)).json().total).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).json().total).toBe(body.total);
    expect((await list('?to=2000-01-01')).json().total).toBe(0);
    expect((await list('?from=2999-01-01')).json().total).toBe(0);

    expect((await list('?action=bogus')).statusCode).toBe(400);
    expect((await list('?from=2024-02-30')).statusCode).toBe(400);
    expect((await list('?pageSize=0')).statusCode).toBe(400);
  });
});
