import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { applicants } from './applicants.table.js';

const ctx = useTestApp({ admin: true });
let jobId: string;
/** More than two batches of 500; many rows share one timestamp, so the id must break ties. */
const ROWS = 1_234;

beforeAll(async () => {
  jobId = (await buildJob(ctx.db, { title: 'Night Shift Agent' })).id;
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    jobId,
    firstName: `First${String(i).padStart(4, '0')}`,
    lastName: ['Reyes', 'cruz', 'Santos', 'Lim'][i % 4]!,
    email: `applicant${i}@example.com`,
    phone: '09171234567',
    zipCode: '1226',
    fluentLanguage: 'English',
    numberOfStaffHandled: '5-15',
    isWillingForBackgroundCheck: i % 2 === 0,
    yearsOfCustomerServiceExperience: (i % 3) + 1,
    yearsOfCallCenterExperience: ((i * 7) % 3) + 1,
    status: ['Unread', 'Read', 'Short Listed'][i % 3]!,
    createdAt: new Date(base + Math.floor(i / 10) * 60_000),
  }));
  await ctx.db.insert(applicants).values(rows);
  await buildApplicant(ctx.db, jobId, {
    firstName: '=HYPERLINK("http://evil.test")',
    lastName: 'Doe, Jr.',
    email: 'quoted@example.com',
    remarks: 'Said "hello"\nthen left',
    createdAt: new Date(base - 60_000),
  });
});

const exportCsv = (query = '') => ctx.app.inject({ url: `/api/v1/applicants/export.csv${query}`, headers: bearer(ctx.admin) });
const emailColumn = (body: string) =>
  body
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => /,([^,]+@example\.com),/.exec(line)?.[1]);

describe('GET /api/v1/applicants/export.csv', () => {
  it('answers a CSV attachment with every row, in the list order, across batches', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Streamed, so no length is known up front.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.body.endsWith('\r\n')).toBe(true);
    const list = (await ctx.app.inject({ url: '/api/v1/applicants', headers: bearer(ctx.admin) })).json().applicants;
    expect(list).toHaveLength(ROWS + 1);
    expect(emailColumn(response.body)).toEqual(list.map((a: { email: string }) => a.email));
  });

  it.each(['name_asc', 'status_asc', 'callCenterExperience_desc', 'customerServiceExperience_asc', 'createdAt_asc'])(
    'keeps the order of sort=%s over every batch, each row once',
    async (sort) => {
      const csv = (await exportCsv(`?sort=${sort}`)).body;
      const list = (await ctx.app.inject({ url: `/api/v1/applicants?sort=${sort}`, headers: bearer(ctx.admin) })).json().applicants;
      const emails = emailColumn(csv);
      expect(emails).toEqual(list.map((a: { email: string }) => a.email));
      expect(new Set(emails).size).toBe(ROWS + 1);
    },
  );

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    const body = (await exportCsv('?q=quoted@example')).body;
    const [header, row, ...rest] = body.split('\r\n');
    expect(header).toBe(
      'First name,Last name,Email,Phone,Zip code,Job,Status,Remarks,Fluent language,Staff handled,Background check OK,Customer service years,Call center years,Applied at',
    );
    expect(row).toBe(
      `"'=HYPERLINK(""http://evil.test"")","Doe, Jr.",quoted@example.com,09171234567,1226,Night Shift Agent,Unread,"Said ""hello""\nthen left",English,5-15,yes,2,1,2025-12-31T23:59:00.000Z`,
    );
    expect(rest).toEqual(['']);
  });

  it('answers only the header line when nothing matches', async () => {
    const response = await exportCsv('?status=Job%20Offer');
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')).toEqual([expect.stringMatching(/^First name,/), '']);
    expect((await exportCsv('?jobId=not-a-uuid')).body.split('\r\n')).toHaveLength(2);
  });
});
