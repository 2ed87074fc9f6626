import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });

const resumeOf = (id: string) => ctx.app.inject({ url: `/api/v1/applicants/${id}/resume`, headers: bearer(ctx.admin) });

describe('GET /api/v1/applicants/:id/resume: named after the applicant', () => {
  it('names the file and titles the PDF after the applicant, whatever name it was uploaded under', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id, { firstName: 'José', lastName: 'Dela Cruz' });
    const response = await resumeOf(applicant.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Resume - Jose Dela Cruz.pdf"; filename*=UTF-8''Resume%20-%20Jos%C3%A9%20Dela%20Cruz.pdf`,
    );
    const pdf = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Resume of José Dela Cruz');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('keeps characters a header or a file system would choke on out of the name', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id, { firstName: 'Ana "AJ"', lastName: 'Reyes/../x' });
    const response = await resumeOf(applicant.id);
    expect(response.headers['content-disposition']).toBe(`inline; filename="Resume - Ana AJ Reyes .. x.pdf"; filename*=UTF-8''Resume%20-%20Ana%20AJ%20Reyes%20..%20x.pdf`);
  });

  it('still answers 404 for an applicant without a resume', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id, { resume: null });
    expect((await resumeOf(applicant.id)).statusCode).toBe(404);
  });
});
