import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });
const jobIds: Record<string, string> = {};
beforeAll(async () => {
  jobIds.none = (await buildJob(ctx.db, { title: 'Bookkeeper' })).id;
  jobIds.one = (await buildJob(ctx.db, { title: 'Medical Biller', isActive: false })).id;
  jobIds.four = (await buildJob(ctx.db, { title: 'Support Agent' })).id;
  await buildApplicant(ctx.db, jobIds.one, { resume: null });
  for (const firstName of ['Ana', 'Ben', 'Cara', 'Dan']) await buildApplicant(ctx.db, jobIds.four, { firstName });
});

const listAll = (query = '') => ctx.app.inject({ url: `/api/v1/jobs/all${query}`, headers: bearer(ctx.admin) });
const countsOf = (jobs: { _id: string; applicantCount: number }[]) => Object.fromEntries(jobs.map((job) => [job._id, job.applicantCount]));

describe('GET /api/v1/jobs/all applicant counts', () => {
  it('answers each job with how many applied, zero included, in the whole list and in a page', async () => {
    const whole = (await listAll()).json();
    expect(countsOf(whole.jobs)).toEqual({ [jobIds.none!]: 0, [jobIds.one!]: 1, [jobIds.four!]: 4 });
    const page = (await listAll('?page=1&pageSize=2&sort=title_asc')).json();
    expect(page.total).toBe(3);
    expect(page.jobs.map((job: { title: string; applicantCount: number }) => [job.title, job.applicantCount])).toEqual([
      ['Bookkeeper', 0],
      ['Medical Biller', 1],
    ]);
  });

  it('costs the same number of queries for one job as for many', async () => {
    const select = vi.spyOn(ctx.db, 'select');
    try {
      await listAll('?page=1&pageSize=1');
      const forOne = select.mock.calls.length;
      expect(forOne).toBeGreaterThan(0);
      select.mockClear();
      await listAll('?page=1&pageSize=3');
      expect(select.mock.calls.length).toBe(forOne);
    } finally {
      select.mockRestore();
    }
  });
});
