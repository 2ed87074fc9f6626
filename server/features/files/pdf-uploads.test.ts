import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicants, franchiseApplications } from '../../db/schema.js';
import { applicationFields, bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { encryptedPdf, maliciousKinds, maliciousPdf, pageCountOf, parsedScriptEntries, scriptMarkersIn } from '../../test/malicious-pdfs.js';
import { multipart, type Part } from '../../test/multipart.js';
import { storedFileBytes } from '../../test/stored-file-bytes.js';
import { useTestApp } from '../../test/use-test-app.js';
import { bytesInRowFileSaver } from './file-store.js';
import { storedFiles } from './stored-files.table.js';

const ctx = useTestApp({ admin: true });
let jobId: string;
beforeAll(async () => {
  jobId = (await buildJob(ctx.db, { title: 'Customer Service Representative' })).id;
});

const pdfPart = (name: string, bytes: Buffer): Part => ({ name, filename: 'resume.pdf', contentType: 'application/pdf', bytes });
const textParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));
const download = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(ctx.admin) });

/** Submits a job application with `pdf` as the resume; answers what an admin then downloads. */
async function applyAndDownload(pdf: Buffer, email: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/applicants', ...multipart([...textParts(applicationFields(jobId, { email })), pdfPart('resume', pdf)]) });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db.select().from(applicants).where(eq(applicants.email, email));
  return download(`/api/v1/applicants/${row!.id}/resume`);
}

/** Sends a signed franchise contract; answers what an admin then downloads. */
async function sendContractAndDownload(pdf: Buffer, email: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/franchise-applications', ...multipart([...textParts({ name: 'Marisol Cruz', email }), pdfPart('contract', pdf)]) });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db.select().from(franchiseApplications).where(eq(franchiseApplications.email, email));
  return download(`/api/v1/franchise-applications/${row!.id}/contract`);
}

async function expectScriptFree(bytes: Buffer, pages: number) {
  expect(await scriptMarkersIn(bytes)).toEqual([]);
  expect(await parsedScriptEntries(bytes)).toEqual([]);
  expect(await pageCountOf(bytes)).toBe(pages);
  expect(bytes.toString('latin1')).not.toMatch(/\/ObjStm/); // inspectable: no object streams
}

describe('uploaded PDFs reach an admin without scripts', () => {
  it.each(maliciousKinds)('a resume with %s', async (kind) => {
    const dirty = await maliciousPdf(kind, 3);
    expect(await scriptMarkersIn(dirty)).not.toEqual([]);
    const answer = await applyAndDownload(dirty, `resume-${kind}@example.com`.toLowerCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
    await expectScriptFree(answer.rawPayload, 3);
  });

  it.each(maliciousKinds)('a franchise contract with %s', async (kind) => {
    const answer = await sendContractAndDownload(await maliciousPdf(kind, 2), `contract-${kind}@example.com`.toLowerCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    await expectScriptFree(answer.rawPayload, 2);
  });

  it('stores the cleaned bytes, not the upload', async () => {
    await applyAndDownload(await maliciousPdf('everything', 4), 'stored-check@example.com');
    const [row] = await ctx.db.select().from(applicants).where(eq(applicants.email, 'stored-check@example.com'));
    const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, row!.resumeFileId!));
    const bytes = await storedFileBytes(ctx.config, file);
    await expectScriptFree(bytes, 4);
    expect(file!.sizeBytes).toBe(bytes.length);
  });

  it('refuses encrypted and unreadable PDFs with the PDF message, storing nothing', async () => {
    const before = (await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    for (const [bytes, code] of [
      [encryptedPdf(), 'upload.pdf_encrypted'],
      [Buffer.from('%PDF-1.4\nnot really a document'), 'upload.pdf_unreadable'],
    ] as const) {
      const resume = await ctx.app.inject({ method: 'POST', url: '/api/v1/applicants', ...multipart([...textParts(applicationFields(jobId)), pdfPart('resume', bytes)]) });
      expect(resume.statusCode).toBe(400);
      expect(resume.json()).toMatchObject({ code, message: 'Please upload a PDF file.', error: 'Please upload a PDF file.' });
      const contract = await ctx.app.inject({ method: 'POST', url: '/api/v1/franchise-applications', ...multipart([...textParts({ name: 'A', email: 'a@example.com' }), pdfPart('contract', bytes)]) });
      expect(contract.statusCode).toBe(400);
      expect(contract.json().message).toBe('Please upload a PDF file.');
    }
    expect(await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(before);
  });

  it('cleans a PDF stored before uploads were cleaned when it is served, and refuses one it cannot check', async () => {
    const dirty = await maliciousPdf('everything', 2);
    const old = await buildApplicant(ctx.db, jobId, { resume: { filename: 'old.pdf', contentType: 'application/pdf', bytes: dirty } }, bytesInRowFileSaver);
    const [stored] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, old.resumeFileId!));
    expect(stored!.data!.equals(dirty)).toBe(true); // really stored as it came, in the row, as before the file storage
    const first = await download(`/api/v1/applicants/${old.id}/resume`);
    expect(first.statusCode).toBe(200);
    await expectScriptFree(first.rawPayload, 2);
    const again = await download(`/api/v1/applicants/${old.id}/resume`); // from the cache
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const broken = await buildApplicant(ctx.db, jobId, { resume: { filename: 'broken.pdf', contentType: 'application/pdf', bytes: encryptedPdf() } }, bytesInRowFileSaver);
    const refused = await download(`/api/v1/applicants/${broken.id}/resume`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'files.unsafe_pdf', message: 'This document could not be checked for scripts, so it is not shown.' });
  });
});
