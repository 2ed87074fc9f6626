import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicants } from './applicants.table.js';
import { storedFiles } from '../../db/schema.js';
import { applicationFields, buildJob, latestMailTo } from '../../test/factories.js';
import { multipart, samplePdf, type Part } from '../../test/multipart.js';
import { storedFileBytes } from '../../test/stored-file-bytes.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp();
let jobId: string;
beforeAll(async () => {
  jobId = (await buildJob(ctx.db, { title: 'Inbound Call Center Agent' })).id;
});
beforeEach(async () => {
  await ctx.db.delete(applicants);
  await ctx.db.delete(storedFiles);
});

const resume = (bytes = samplePdf('Maria Santos resume'), filename = 'maria-santos.pdf'): Part => ({
  name: 'resume',
  filename,
  contentType: 'application/pdf',
  bytes,
});
const fieldParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));
const apply = (parts: Part[]) => ctx.app.inject({ method: 'POST', url: '/api/v1/applicants', ...multipart(parts) });

async function expectNothingStored() {
  expect(await ctx.db.select({ id: applicants.id }).from(applicants)).toHaveLength(0);
  expect(await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(0);
}

describe('POST /api/v1/applicants', () => {
  it('stores the applicant with the resume, and e-mails the applicant and the company', async () => {
    const fields = applicationFields(jobId);
    const pdf = samplePdf('Maria Santos resume');
    const response = await apply([...fieldParts(fields), resume(pdf)]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Application submitted successfully!');
    const [row] = await ctx.db.select().from(applicants);
    expect(row).toMatchObject({
      jobId,
      firstName: 'Maria',
      email: fields.email,
      phone: '09171234567',
      isWillingForBackgroundCheck: true,
      yearsOfCustomerServiceExperience: 3,
      yearsOfCallCenterExperience: 2,
      status: 'Unread',
    });
    const [file] = await ctx.db.select().from(storedFiles);
    expect(file?.id).toBe(row?.resumeFileId);
    // Stored as rewritten without scripts (pdf-scripts.ts): the same page and text, not the same
    // bytes; in the file storage, the row keeping only their key, size and checksum.
    const bytes = await storedFileBytes(ctx.config, file);
    expect(bytes.toString('latin1')).toContain('(Maria Santos resume) Tj');
    expect(file).toMatchObject({ sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    const confirmation = await latestMailTo(ctx.db, fields.email!);
    expect(confirmation?.subject).toBe('We received your application: Inbound Call Center Agent');
    expect(confirmation?.text).toContain(`See the role you applied for http://site.test/job/${jobId}`);
    expect(confirmation?.html).toContain(`href="http://site.test/job/${jobId}"`);
    const notice = await latestMailTo(ctx.db, 'inbox@site.test');
    expect(notice?.subject).toBe('New applicant for Inbound Call Center Agent: Maria Santos');
    expect(notice?.text).toContain('Call center experience (years): 2');
    expect(notice?.text).toContain(`Open the application http://site.test/applicantDetails/${row!.id}`);
  });

  it('takes Filipino and 0 years (less than one) of experience, and stores 0', async () => {
    const fields = applicationFields(jobId, { fluentLanguage: 'Filipino', yearsOfCustomerServiceExperience: '0', yearsOfCallCenterExperience: '0' });
    const response = await apply([...fieldParts(fields), resume()]);
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(applicants);
    expect(row).toMatchObject({ fluentLanguage: 'Filipino', yearsOfCustomerServiceExperience: 0, yearsOfCallCenterExperience: 0 });
  });

  it.each([
    ['firstName', '', 'First name is required.'],
    ['lastName', ' ', 'Last name is required.'],
    ['email', 'maria@', 'Please enter a valid email address.'],
    ['phone', '0917123456', 'Please enter a valid 11-digit phone number.'],
    ['phone', '0917-123-4567', 'Please enter a valid 11-digit phone number.'],
    ['zipCode', '123', 'Please enter a valid 4 to 5 digits zip code.'],
    ['zipCode', '123456', 'Please enter a valid 4 to 5 digits zip code.'],
    ['fluentLanguage', 'German', 'Please select a fluent language.'],
    ['numberOfStaffHandled', '100', 'Please select a valid number of staff handled.'],
    ['isWillingForBackgroundCheck', 'maybe', 'Please indicate your willingness for a background check.'],
    ['fluentLanguage', 'Tagalog', 'Please select a fluent language.'],
    ['yearsOfCustomerServiceExperience', '4', 'Please select your customer service experience.'],
    ['yearsOfCustomerServiceExperience', '-1', 'Please select your customer service experience.'],
    ['yearsOfCallCenterExperience', '', 'Please select your call center experience.'],
  ])('refuses %s = %j with the spec message and stores nothing', async (field, value, message) => {
    const response = await apply([...fieldParts(applicationFields(jobId, { [field]: value })), resume()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, error: message });
    await expectNothingStored();
  });

  it('reports the first problem in the form order', async () => {
    const response = await apply(fieldParts(applicationFields(jobId, { lastName: '', phone: 'x', zipCode: '' })));
    expect(response.json().message).toBe('Last name is required.');
    expect(Object.keys(response.json().fieldErrors)).toEqual(['lastName', 'phone', 'zipCode']);
  });

  it.each([
    ['a text file named .pdf', [resume(Buffer.from('I am plain text pretending to be a PDF'), 'resume.pdf')], 415, 'Please upload a PDF file.'],
    ['a 6 MB PDF', [resume(Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]))], 413, 'The file is too large. The limit is 5 MB.'],
    ['no file', [], 400, 'Please upload your resume.'],
    ['two files', [resume(), resume()], 400, 'Only one file can be uploaded.'],
    ['the resume as a text field', [{ name: 'resume', value: '%PDF-1.4 not really a file' }], 400, 'Please upload your resume.'],
    ['an empty file', [resume(Buffer.alloc(0))], 400, 'Please upload your resume.'],
  ])('refuses %s and leaves no applicant and no file', async (_label, fileParts, status, message) => {
    const response = await apply([...fieldParts(applicationFields(jobId)), ...(fileParts as Part[])]);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    await expectNothingStored();
  });

  it('answers 404 for an unknown, malformed or inactive job', async () => {
    const closed = await buildJob(ctx.db, { isActive: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', closed.id]) {
      const response = await apply([...fieldParts(applicationFields(id)), resume()]);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe('Job not found.');
    }
    await expectNothingStored();
  });

  it('answers 415 to a JSON body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/applicants', payload: applicationFields(jobId) });
    expect(response.statusCode).toBe(415);
  });

  it('stores 50 applications sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => apply([...fieldParts(applicationFields(jobId, { firstName: `Applicant${i}` })), resume()])),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(await ctx.db.select({ id: applicants.id }).from(applicants)).toHaveLength(50);
    expect(await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(50);
  });
});
