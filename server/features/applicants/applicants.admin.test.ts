import { PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationFields, bearer, buildJob, latestMailTo } from '../../test/factories.js';
import { multipart, samplePdf, storedPdfOf } from '../../test/multipart.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { useTestApp } from '../../test/use-test-app.js';
import { jobs } from '../jobs/jobs.table.js';

const ctx = useTestApp({ admin: true, customer: true });
let supportJobId: string;
let codingJobId: string;
const ids: Record<string, string> = {};
const pdf = samplePdf('Resume of Ana Reyes');

async function apply(jobId: string, fields: Record<string, string>) {
  const parts = [
    ...Object.entries(applicationFields(jobId, fields)).map(([name, value]) => ({ name, value })),
    { name: 'resume', filename: 'resume.pdf', contentType: 'application/pdf', bytes: pdf },
  ];
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/applicants', ...multipart(parts) });
  expect(response.statusCode).toBe(201);
  return response.json().applicantId as string;
}

beforeAll(async () => {
  supportJobId = (await buildJob(ctx.db, { title: 'Customer Support Agent' })).id;
  codingJobId = (await buildJob(ctx.db, { title: 'React Developer' })).id;
  ids.ana = await apply(supportJobId, { firstName: 'Ana', lastName: 'Reyes', email: 'ana.reyes@example.com', yearsOfCallCenterExperience: '3' });
  ids.ben = await apply(supportJobId, { firstName: 'Ben', lastName: 'Cruz', email: 'ben@example.com', yearsOfCallCenterExperience: '1' });
  ids.cara = await apply(codingJobId, { firstName: 'Cara', lastName: 'Lim', email: 'cara@example.com', yearsOfCallCenterExperience: '2' });
});

const asAdmin = (url: string) => ctx.app.inject({ url, headers: bearer(ctx.admin) });

describe('admin applicant endpoints: authorization', () => {
  it('answer 401 to a visitor, 403 to a customer, 200 to an admin', async () => {
    const calls = [
      { method: 'GET', url: '/api/v1/applicants' },
      { method: 'GET', url: '/api/v1/applicants/export.csv' },
      { method: 'GET', url: `/api/v1/applicants/${ids.ana}` },
      { method: 'PATCH', url: `/api/v1/applicants/${ids.ana}`, payload: { remarks: 'Strong English' } },
      { method: 'GET', url: `/api/v1/applicants/${ids.ana}/resume` },
    ] as const;
    await expectAdminOnly(ctx.app, calls, ctx);
  });
});

describe('listing', () => {
  it('answers the whole list without paging, newest first, with job and resume link', async () => {
    const { applicants, total } = (await asAdmin('/api/v1/applicants')).json();
    expect(total).toBeUndefined();
    expect(applicants.map((a: { firstName: string }) => a.firstName)).toEqual(['Cara', 'Ben', 'Ana']);
    expect(applicants[2]).toMatchObject({
      _id: ids.ana,
      job: { _id: supportJobId, title: 'Customer Support Agent' },
      resumeLink: `/api/v1/applicants/${ids.ana}/resume`,
      status: 'Unread',
    });
  });

  it('filters by job title and status, searches, sorts and pages on the server', async () => {
    const get = async (query: string) => (await asAdmin(`/api/v1/applicants?${query}`)).json();
    const byTitle = await get('page=1&pageSize=5&jobTitle=customer%20support%20agent');
    expect(byTitle.total).toBe(2);
    const searched = await get('page=1&pageSize=5&q=REYES');
    expect(searched.applicants.map((a: { _id: string }) => a._id)).toEqual([ids.ana]);
    expect((await get('page=1&pageSize=5&q=ben@example')).total).toBe(1);
    const sorted = await get('page=1&pageSize=2&sort=callCenterExperience_desc');
    expect(sorted.total).toBe(3);
    expect(sorted.applicants.map((a: { firstName: string }) => a.firstName)).toEqual(['Ana', 'Cara']);
    const byName = await get('page=2&pageSize=2&sort=name_asc');
    expect(byName.applicants.map((a: { lastName: string }) => a.lastName)).toEqual(['Reyes']);
    expect((await get('page=1&pageSize=5&status=Job%20Offer')).total).toBe(0);
    expect((await asAdmin('/api/v1/applicants?sort=bogus')).statusCode).toBe(400);
  });

  it('follows a renamed job at once in the job title filter (totals are kept until a table they read changes)', async () => {
    const get = async (query: string) => (await asAdmin(`/api/v1/applicants?${query}`)).json();
    expect((await get('page=1&pageSize=5&jobTitle=React%20Developer')).total).toBe(1);
    await ctx.db.update(jobs).set({ title: 'Frontend Developer' }).where(eq(jobs.id, codingJobId));
    try {
      expect((await get('page=1&pageSize=5&jobTitle=React%20Developer')).total).toBe(0);
      const renamed = await get('page=1&pageSize=5&jobTitle=Frontend%20Developer');
      expect(renamed.applicants.map((a: { job: { title: string } }) => a.job.title)).toEqual(['Frontend Developer']);
    } finally {
      await ctx.db.update(jobs).set({ title: 'React Developer' }).where(eq(jobs.id, codingJobId));
    }
  });

  it("answers a job with its applicants under applicantIds", async () => {
    const response = await asAdmin(`/api/v1/jobs/${supportJobId}/applicants`);
    const { job } = response.json();
    expect(job.title).toBe('Customer Support Agent');
    expect(job.applicantIds.map((a: { firstName: string }) => a.firstName).sort()).toEqual(['Ana', 'Ben']);
    const paged = (await asAdmin(`/api/v1/jobs/${supportJobId}/applicants?page=1&pageSize=1`)).json();
    expect(paged.total).toBe(2);
    expect(paged.job.applicantIds).toHaveLength(1);
    expect((await asAdmin('/api/v1/jobs/00000000-0000-4000-8000-000000000000/applicants')).statusCode).toBe(404);
  });

  it('exports the current filter as CSV', async () => {
    const response = await asAdmin('/api/v1/applicants/export.csv?jobTitle=Customer%20Support%20Agent');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('First name,Last name,Email');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain('ana.reyes@example.com');
    expect(response.body).not.toContain('cara@example.com');
  });
});

describe('one applicant', () => {
  it('answers an applicant, 404 for unknown or malformed ids', async () => {
    expect((await asAdmin(`/api/v1/applicants/${ids.ben}`)).json().applicant.email).toBe('ben@example.com');
    expect((await asAdmin('/api/v1/applicants/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asAdmin('/api/v1/applicants/abc')).statusCode).toBe(404);
  });

  it('sets status and remarks, and e-mails the chosen template only when asked', async () => {
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/applicants/${ids.ben}`, payload, headers: bearer(ctx.admin) });
    const first = await patch({ status: 'Initial Interview', remarks: 'Clear voice, good energy' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ applicant: { status: 'Initial Interview', remarks: 'Clear voice, good energy' }, emailed: false });
    expect(await latestMailTo(ctx.db, 'ben@example.com', 300, 'Invitation')).toBeUndefined();

    const second = await patch({ status: 'Job Offer', sendEmail: 'Job Offer' });
    expect(second.json()).toMatchObject({ applicant: { status: 'Job Offer', remarks: 'Clear voice, good energy' }, emailed: true });
    const mail = await latestMailTo(ctx.db, 'ben@example.com', 2000, 'Job offer');
    expect(mail?.subject).toBe('Job offer: Customer Support Agent at Bayanihan Remote');
    expect(mail?.text).toContain('We are delighted to offer you the Customer Support Agent position.');

    await patch({ sendEmail: 'Rejected' });
    expect(await latestMailTo(ctx.db, 'ben@example.com', 2000, 'Update on your application')).toBeDefined();
  });

  it('refuses an empty change and an unknown status', async () => {
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/applicants/${ids.cara}`, payload, headers: bearer(ctx.admin) });
    const empty = await patch({ remarks: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please modify at least one field before saving.');
    expect((await patch({ status: 'Hired!' })).statusCode).toBe(400);
    expect((await patch({ status: 'Rejected' })).statusCode).toBe(400);
  });

  it('answers the resume PDF to an admin only, never cached', async () => {
    const response = await asAdmin(`/api/v1/applicants/${ids.ana}/resume`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The stored PDF, titled after its applicant for the viewer's bar (resume-download.test.ts).
    const served = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
    const stored = await PDFDocument.load(await storedPdfOf(pdf), { updateMetadata: false });
    expect(served.getPageCount()).toBe(stored.getPageCount());
    expect(served.getTitle()).toBe('Resume of Ana Reyes');
    expect(response.headers['content-disposition']).toBe(`inline; filename="Resume - Ana Reyes.pdf"; filename*=UTF-8''Resume%20-%20Ana%20Reyes.pdf`);
  });
});
