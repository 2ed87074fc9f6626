import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from '../../features/files/pdf-checker.js';
import { looksLikePdf } from '../../features/files/read-pdf-upload.js';
import { onePagePdf } from './pdf.js';

describe('onePagePdf', () => {
  it('writes one Letter page that passes the upload check, whatever the text holds', async () => {
    const pdf = await onePagePdf(['Maria (Santos)', 'C:\\resume', 'Señora']);
    expect(looksLikePdf(pdf)).toBe(true);
    const page = (await PDFDocument.load(pdf)).getPage(0);
    expect([page.getWidth(), page.getHeight()]).toEqual([612, 792]);
    await expect(checkPdf(pdf)).resolves.toMatchObject({ pageCount: 1 });
  });

  it('gives the same bytes for the same lines', async () => {
    expect((await onePagePdf(['Resume'])).equals(await onePagePdf(['Resume']))).toBe(true);
  });
});
