import { describe, expect, it } from 'vitest';
import { bearer, buildJob } from '../../test/factories.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { useTestApp } from '../../test/use-test-app.js';
import { jobs } from './jobs.table.js';

const ctx = useTestApp({ admin: true, customer: true });

const newJobBody = {
  title: 'Senior Bookkeeper',
  description: 'Keep the books of three US dental clinics in QuickBooks Online.',
  responsibilities: 'Reconcile bank accounts weekly\n\nPrepare month-end close\n\n\n  \n\nRun AP and AR',
  operatingHours: 'Mon-Fri, 8 PM - 5 AM (PH time)',
  requirements: 'CPA or accounting degree\n\n3+ years with QuickBooks',
  location: 'Remote, Philippines',
  language: ['English'],
};

describe('public job board', () => {
  it('lists only active jobs, newest first, in the spec shape', async () => {
    await ctx.db.delete(jobs);
    const older = await buildJob(ctx.db, { title: 'Older', postingDate: new Date('2026-01-01') });
    const newer = await buildJob(ctx.db, { title: 'Newer', postingDate: new Date('2026-02-01') });
    await buildJob(ctx.db, { title: 'Closed', isActive: false });
    const response = await ctx.app.inject('/api/v1/jobs/active');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.jobs.map((job: { title: string }) => job.title)).toEqual(['Newer', 'Older']);
    expect(body.jobs[0]).toMatchObject({ _id: newer.id, type: 'Remote', isActive: true, language: ['English'] });
    expect(body.jobs[1]._id).toBe(older.id);
  });

  it('answers 304 to a board it already has, and shows a new job at once', async () => {
    const first = await ctx.app.inject('/api/v1/jobs/active');
    expect(first.headers['content-type']).toContain('application/json');
    const etag = first.headers.etag as string;
    const again = await ctx.app.inject({ url: '/api/v1/jobs/active', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/jobs', payload: newJobBody, headers: bearer(ctx.admin) });
    const after = await ctx.app.inject({ url: '/api/v1/jobs/active', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().jobs[0]._id).toBe(created.json().job._id);
  });

  it('answers one active job; 404 Job not found. for an inactive, unknown or malformed id', async () => {
    const active = await buildJob(ctx.db);
    const inactive = await buildJob(ctx.db, { isActive: false });
    expect((await ctx.app.inject(`/api/v1/jobs/${active.id}`)).json().job.title).toBe(active.title);
    for (const id of [inactive.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const response = await ctx.app.inject(`/api/v1/jobs/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Job not found.');
    }
    const asAdmin = await ctx.app.inject({ url: `/api/v1/jobs/${inactive.id}`, headers: bearer(ctx.admin) });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('admin job endpoints', () => {
  it('answer 401 to a visitor, 403 to a customer, success to an admin', async () => {
    const job = await buildJob(ctx.db);
    const calls = [
      { method: 'GET', url: '/api/v1/jobs/all' },
      { method: 'POST', url: '/api/v1/jobs', payload: newJobBody, adminStatus: 201 },
      { method: 'PUT', url: `/api/v1/jobs/${job.id}`, payload: { title: 'x' } },
      { method: 'PATCH', url: `/api/v1/jobs/${job.id}/toggle-active`, payload: { isActive: false } },
      { method: 'GET', url: `/api/v1/jobs/${job.id}/applicants` },
    ] as const;
    await expectAdminOnly(ctx.app, calls, ctx);
  });

  it('adds a job: lists split on blank lines, type defaults to On-site, and it appears at the top', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/jobs', payload: newJobBody, headers: bearer(ctx.admin) });
    expect(response.statusCode).toBe(201);
    const { job } = response.json();
    expect(job).toMatchObject({
      title: 'Senior Bookkeeper',
      type: 'On-site',
      isActive: true,
      responsibilities: ['Reconcile bank accounts weekly', 'Prepare month-end close', 'Run AP and AR'],
      requirements: ['CPA or accounting degree', '3+ years with QuickBooks'],
      training: [],
      benefits: [],
    });
    const all = await ctx.app.inject({ url: '/api/v1/jobs/all', headers: bearer(ctx.admin) });
    expect(all.json().jobs[0]._id).toBe(job._id);
  });

  it.each(['title', 'description', 'responsibilities', 'operatingHours', 'requirements', 'location', 'language'])(
    'refuses a job without %s: Please fill in all required fields.',
    async (field) => {
      const blank = field === 'language' ? [] : '   ';
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/jobs',
        payload: { ...newJobBody, [field]: blank },
        headers: bearer(ctx.admin),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in all required fields.');
    },
  );

  it('edits a job and toggles it off the board and back', async () => {
    const job = await buildJob(ctx.db);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/jobs/${job.id}`,
      payload: { title: 'Night Shift Support Lead', benefits: 'Night differential\n\nPaid time off' },
      headers: bearer(ctx.admin),
    });
    expect(edit.json().job).toMatchObject({ title: 'Night Shift Support Lead', benefits: ['Night differential', 'Paid time off'] });
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/jobs/${job.id}/toggle-active`,
      payload: { isActive: false },
      headers: bearer(ctx.admin),
    });
    expect(off.json().job.isActive).toBe(false);
    const board = (await ctx.app.inject('/api/v1/jobs/active')).json().jobs.map((j: { _id: string }) => j._id);
    expect(board).not.toContain(job.id);
    const badToggle = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/jobs/${job.id}/toggle-active`,
      payload: { isActive: 'no' },
      headers: bearer(ctx.admin),
    });
    expect(badToggle.statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: 'PUT', url: '/api/v1/jobs/nope', payload: { title: 'x' }, headers: bearer(ctx.admin) });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses an edit that blanks a required field with 400 'Please fill in all required fields.', and keeps the job", async () => {
    const job = await buildJob(ctx.db, { title: 'Payroll Specialist' });
    for (const payload of [
      { title: '' },
      { title: '   ' },
      { description: ' \n ' },
      { location: '' },
      { operatingHours: '' },
      { responsibilities: '\n\n  \n\n' },
      { requirements: [] },
      { language: [] },
    ]) {
      const edit = await ctx.app.inject({ method: 'PUT', url: `/api/v1/jobs/${job.id}`, payload, headers: bearer(ctx.admin) });
      expect(edit.statusCode, JSON.stringify(payload)).toBe(400);
      expect(edit.body).toContain('Please fill in all required fields.');
    }
    const stored = await ctx.app.inject({ url: `/api/v1/jobs/${job.id}`, headers: bearer(ctx.admin) });
    expect(stored.json().job.title).toBe('Payroll Specialist');
    // Optional lists may still be emptied.
    const cleared = await ctx.app.inject({ method: 'PUT', url: `/api/v1/jobs/${job.id}`, payload: { benefits: '', training: [] }, headers: bearer(ctx.admin) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().job).toMatchObject({ title: 'Payroll Specialist', benefits: [], training: [] });
  });

  it('pages, searches, filters and sorts on the server', async () => {
    await ctx.db.delete(jobs);
    for (const title of ['Alpha Accountant', 'Bravo Bookkeeper', 'Charlie Coder', 'Delta Designer']) {
      await buildJob(ctx.db, { title, isActive: title !== 'Delta Designer' });
    }
    const get = (query: string) => ctx.app.inject({ url: `/api/v1/jobs/all?${query}`, headers: bearer(ctx.admin) }).then((r) => r.json());
    const page = await get('page=2&pageSize=2&sort=title_asc');
    expect(page.total).toBe(4);
    expect(page.jobs.map((j: { title: string }) => j.title)).toEqual(['Charlie Coder', 'Delta Designer']);
    expect((await get('page=1&pageSize=10&q=BOOK')).jobs.map((j: { title: string }) => j.title)).toEqual(['Bravo Bookkeeper']);
    expect((await get('page=1&pageSize=10&isActive=false')).total).toBe(1);
    expect((await get('page=1&pageSize=10&q=%25')).total).toBe(0);
    const bad = await ctx.app.inject({ url: '/api/v1/jobs/all?pageSize=1000&sort=nonsense', headers: bearer(ctx.admin) });
    expect(bad.statusCode).toBe(400);
  });
});
