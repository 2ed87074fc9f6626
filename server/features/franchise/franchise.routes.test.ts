import { beforeEach, describe, expect, it } from 'vitest';
import { franchiseApplications } from './franchise-applications.table.js';
import { storedFiles } from '../../db/schema.js';
import { multipart, samplePdf, type Part } from '../../test/multipart.js';
import { storedFileBytes } from '../../test/stored-file-bytes.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp();
beforeEach(async () => {
  await ctx.db.delete(franchiseApplications);
  await ctx.db.delete(storedFiles);
});

const fields: Part[] = [
  { name: 'name', value: 'Marisol Cruz' },
  { name: 'email', value: 'marisol@cruzventures.ph' },
];
const pdfPart = (bytes = samplePdf(), filename = 'signed-contract.pdf'): Part => ({
  name: 'contract',
  filename,
  contentType: 'application/pdf',
  bytes,
});
const upload = (parts: Part[]) => ctx.app.inject({ method: 'POST', url: '/api/v1/franchise-applications', ...multipart(parts) });

async function expectNothingStored() {
  expect(await ctx.db.select().from(franchiseApplications)).toHaveLength(0);
  expect(await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(0);
}

describe('POST /api/v1/franchise-applications', () => {
  it('stores the application with its PDF, rewritten without scripts but with its text', async () => {
    const pdf = samplePdf('Franchise agreement signed by Marisol Cruz');
    const response = await upload([...fields, pdfPart(pdf)]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('We received your signed contract');
    const [application] = await ctx.db.select().from(franchiseApplications);
    expect(application).toMatchObject({ name: 'Marisol Cruz', email: 'marisol@cruzventures.ph' });
    const [file] = await ctx.db.select().from(storedFiles);
    expect(file?.id).toBe(application?.contractFileId);
    expect(file?.filename).toBe('signed-contract.pdf');
    // In the file storage, the row keeping only the key, size and checksum.
    const bytes = await storedFileBytes(ctx.config, file);
    expect(bytes.toString('latin1')).toContain('(Franchise agreement signed by Marisol Cruz) Tj');
    expect(file?.sizeBytes).toBe(bytes.length);
  });

  it('refuses a text file named .pdf (415) and stores nothing', async () => {
    const response = await upload([...fields, pdfPart(Buffer.from('just some text, not a PDF at all'), 'contract.pdf')]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please upload a PDF file.');
    await expectNothingStored();
  });

  it('refuses a file over 5 MB (413) and stores nothing', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const response = await upload([...fields, pdfPart(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 5 MB.');
    await expectNothingStored();
  });

  it('refuses two files, a missing file, and a file in another field', async () => {
    const two = await upload([...fields, pdfPart(), pdfPart()]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Only one file can be uploaded.');
    const none = await upload(fields);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please upload the signed contract as a PDF.');
    const elsewhere = await upload([...fields, { ...pdfPart(), name: 'resume' }]);
    expect(elsewhere.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('checks the name and e-mail with their messages', async () => {
    const noName = await upload([{ name: 'email', value: 'marisol@cruzventures.ph' }, pdfPart()]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Name is required.');
    const badEmail = await upload([{ name: 'name', value: 'M' }, { name: 'email', value: 'marisol' }, pdfPart()]);
    expect(badEmail.json().message).toBe('Please enter a valid email address.');
    await expectNothingStored();
  });

  it('answers 415 to a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/franchise-applications',
      payload: { name: 'x', email: 'x@y.co' },
    });
    expect(response.statusCode).toBe(415);
    await expectNothingStored();
  });

  it('drops a honeypot submission', async () => {
    const response = await upload([...fields, { name: 'faxNumber', value: '1' }, pdfPart()]);
    expect(response.statusCode).toBe(201);
    await expectNothingStored();
  });
});

describe('malformed multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data', ''],
    ['a body cut short', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nMarisol'],
    ['garbage', 'multipart/form-data; boundary=xyz', 'garbage'],
  ])('answers 400, not 500, for %s', async (_label, contentType, payload) => {
    for (const url of ['/api/v1/franchise-applications', '/api/v1/applicants']) {
      const response = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe('The upload could not be read. Please try again.');
    }
  });
});
