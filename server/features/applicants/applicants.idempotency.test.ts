import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { franchiseApplications, outbox, storedFiles } from '../../db/schema.js';
import { applicationFields, buildJob, uniqueEmail } from '../../test/factories.js';
import { multipart, samplePdf, type Part } from '../../test/multipart.js';
import { storageKeys } from '../../test/stored-file-bytes.js';
import { useTestApp } from '../../test/use-test-app.js';
import { applicants } from './applicants.table.js';

const ctx = useTestApp();
let jobId: string;
beforeAll(async () => {
  jobId = (await buildJob(ctx.db, { title: 'Night Shift Agent' })).id;
});

const fieldParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

/** The test config's company inbox, where notices of new applications go. */
const companyInbox = 'inbox@site.test';

/** Mails kept for `to` (whose text mentions `mentioning`, when given). */
const mailsTo = (to: string, mentioning?: string) =>
  ctx.db
    .select()
    .from(outbox)
    .where(mentioning === undefined ? eq(outbox.to, to) : and(eq(outbox.to, to), like(outbox.text, `%${mentioning}%`)));

/** Waits until at least one such mail is kept: mail goes out after the answer. */
const mailsArrived = (to: string, mentioning?: string) =>
  expect.poll(async () => (await mailsTo(to, mentioning)).length, { timeout: 5_000 }).toBeGreaterThan(0);

const pdf = (name: string): Part => ({ name, filename: 'doc.pdf', contentType: 'application/pdf', bytes: samplePdf('Idempotent upload') });

function postForm(url: string, parts: Part[], key?: string) {
  const form = multipart(parts);
  return ctx.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...(key ? { 'idempotency-key': key } : {}) } });
}

describe('an application sent again with the same Idempotency-Key', () => {
  it('two identical submissions at once and a retry store one applicant, one file and one set of e-mails', async () => {
    const fields = { ...applicationFields(jobId), email: uniqueEmail('retry') };
    const parts = [...fieldParts(fields as Record<string, string>), pdf('resume')];
    const key = randomUUID();
    const filesBefore = (await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const keysBefore = await storageKeys(ctx.config);

    const [first, second] = await Promise.all([postForm('/api/v1/applicants', parts, key), postForm('/api/v1/applicants', parts, key)]);
    const retry = await postForm('/api/v1/applicants', parts, key);

    // Every answer is the first one's: 201 with the same applicant id.
    for (const response of [first, second, retry]) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set([first, second, retry].map((response) => response.json<{ applicantId: string }>().applicantId));
    expect(ids.size).toBe(1);
    const stored = await ctx.db.select().from(applicants).where(eq(applicants.email, fields.email));
    expect(stored.map((row) => row.id)).toEqual([...ids]);
    expect((await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(filesBefore + 1);
    // Each submission put its file in the storage before its transaction; the two that stored no row removed theirs.
    const [file] = await ctx.db.select({ key: storedFiles.storageKey }).from(storedFiles).innerJoin(applicants, eq(applicants.resumeFileId, storedFiles.id)).where(eq(applicants.email, fields.email));
    expect((await storageKeys(ctx.config)).filter((key) => !keysBefore.includes(key))).toEqual([file!.key]);
    // Mail is written after the answer: once both sides' mails are there, there is one of each.
    await mailsArrived(fields.email);
    await mailsArrived(companyInbox, fields.email);
    expect(await mailsTo(fields.email)).toHaveLength(1);
    expect(await mailsTo(companyInbox, fields.email)).toHaveLength(1);
  });

  it('a new key (the next form attempt) stores a new application; no key stores every time', async () => {
    const fields = { ...applicationFields(jobId), email: uniqueEmail('again') } as Record<string, string>;
    const parts = [...fieldParts(fields), pdf('resume')];
    const a = await postForm('/api/v1/applicants', parts, randomUUID());
    const b = await postForm('/api/v1/applicants', parts, randomUUID());
    const c = await postForm('/api/v1/applicants', parts);
    const d = await postForm('/api/v1/applicants', parts);
    expect([a, b, c, d].map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await ctx.db.select().from(applicants).where(eq(applicants.email, fields.email!))).toHaveLength(4);
  });

  it('refuses a key that is not letters, digits, dashes or underscores', async () => {
    const parts = [...fieldParts(applicationFields(jobId) as Record<string, string>), pdf('resume')];
    const response = await postForm('/api/v1/applicants', parts, 'short key\u0000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores.');
  });
});

describe('a franchise contract sent again with the same Idempotency-Key', () => {
  it('is stored once, and the company is told once', async () => {
    const email = uniqueEmail('franchise');
    const parts = [...fieldParts({ name: 'Lee Franchisee', email }), pdf('contract')];
    const key = randomUUID();
    const answers = await Promise.all([postForm('/api/v1/franchise-applications', parts, key), postForm('/api/v1/franchise-applications', parts, key)]);
    answers.push(await postForm('/api/v1/franchise-applications', parts, key));
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await ctx.db.select().from(franchiseApplications).where(eq(franchiseApplications.email, email))).toHaveLength(1);
    // The notice is written after the answer: once it is there, there is one.
    await mailsArrived(companyInbox, email);
    expect(await mailsTo(companyInbox, email)).toHaveLength(1);
  });
});
