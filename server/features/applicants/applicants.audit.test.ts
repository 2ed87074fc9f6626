import { asc, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });

const asAdmin = (options: InjectOptions) => ctx.app.inject({ ...options, headers: bearer(ctx.admin) });

/** The audit rows `action` writes, in order. */
async function rowsWrittenBy(action: () => Promise<unknown>) {
  const [{ n }] = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)) as [{ n: number }];
  await action();
  return (await ctx.db.select().from(auditLog).orderBy(asc(auditLog.occurredAt), asc(auditLog.id))).slice(n);
}

describe('what an applicant download records', () => {
  it('a HEAD on the export answers its headers and records nothing; the GET records the rows it sends', async () => {
    const job = await buildJob(ctx.db);
    for (const firstName of ['Ana', 'Ben', 'Cruz']) await buildApplicant(ctx.db, job.id, { firstName });
    const url = `/api/v1/applicants/export.csv?jobId=${job.id}`;

    const head = await rowsWrittenBy(async () => {
      const response = await asAdmin({ method: 'HEAD', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.body).toBe('');
    });
    expect(head).toEqual([]);

    let lines: string[] = [];
    const get = await rowsWrittenBy(async () => {
      lines = (await asAdmin({ method: 'GET', url })).body.split('\r\n').filter(Boolean);
    });
    expect(lines).toHaveLength(1 + 3);
    expect(get).toHaveLength(1);
    expect(get[0]).toMatchObject({ action: 'applicants.exported', detail: { filter: { jobId: job.id }, rows: 3 } });
  });

  it('an export that matches nothing records 0 rows', async () => {
    const rows = await rowsWrittenBy(() => asAdmin({ method: 'GET', url: '/api/v1/applicants/export.csv?q=nobody-is-called-this' }));
    expect(rows.map((row) => [row.action, row.detail])).toEqual([['applicants.exported', { filter: { q: 'nobody-is-called-this' }, rows: 0 }]]);
  });

  it('a HEAD on a resume records nothing; the GET records the opening', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id);
    const url = `/api/v1/applicants/${applicant.id}/resume`;
    const head = await rowsWrittenBy(async () => {
      const response = await asAdmin({ method: 'HEAD', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.body).toBe('');
    });
    expect(head).toEqual([]);
    const get = await rowsWrittenBy(() => asAdmin({ method: 'GET', url }));
    expect(get.map((row) => [row.action, row.targetId])).toEqual([['applicant.resume_opened', applicant.id]]);
  });
});

describe('what an applicant update records', () => {
  it('the status it already has is no change: nothing is recorded, until the status really changes', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id, { status: 'Initial Interview' });
    const patch = (payload: object) => asAdmin({ method: 'PATCH', url: `/api/v1/applicants/${applicant.id}`, payload });

    const same = await rowsWrittenBy(async () => expect((await patch({ status: 'Initial Interview' })).statusCode).toBe(200));
    expect(same).toEqual([]);

    const sameWithRemarks = await rowsWrittenBy(() => patch({ status: 'Initial Interview', remarks: 'Strong English' }));
    expect(sameWithRemarks.map((row) => [row.action, row.detail])).toEqual([['applicant.updated', { remarksChanged: true }]]);

    const changed = await rowsWrittenBy(() => patch({ status: 'Final Interview' }));
    expect(changed.map((row) => [row.action, row.detail])).toEqual([['applicant.status_changed', { from: 'Initial Interview', to: 'Final Interview' }]]);
  });
});
