import { beforeAll, describe, expect, it } from 'vitest';
import { maliciousPdf, scriptMarkersIn } from '../../test/malicious-pdfs.js';
import { buildPdfBombs, type PdfBombs } from '../../test/pdf-bombs.js';
import { checkPdf } from './pdf-checker.js';

let bombs: PdfBombs;
beforeAll(async () => {
  bombs = await buildPdfBombs();
}, 60_000);

describe('checkPdf (in its own threads, within limits)', () => {
  it.each(['tripleDeflated', 'doubleDeflated', 'manySmallStreams'] as const)('refuses %s as too complex', async (name) => {
    await expect(checkPdf(bombs[name])).rejects.toMatchObject({ reason: 'too_complex' });
  });

  it('cleans real documents, several at once, and refuses an unreadable one', async () => {
    const documents = await Promise.all([2, 3, 4, 5, 6].map((pages) => maliciousPdf('everything', pages)));
    const checked = await Promise.all(documents.map((bytes) => checkPdf(bytes)));
    expect(checked.map((pdf) => pdf.pageCount)).toEqual([2, 3, 4, 5, 6]);
    for (const pdf of checked) expect(await scriptMarkersIn(pdf.bytes)).toEqual([]);
    await expect(checkPdf(Buffer.from('%PDF-1.4\nnot a document'))).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('checks a file queued behind bombs that fill both threads', async () => {
    const real = await maliciousPdf('everything', 2);
    const answers = await Promise.allSettled([checkPdf(bombs.tripleDeflated), checkPdf(bombs.doubleDeflated), checkPdf(real)]);
    expect(answers.slice(0, 2).map((answer) => answer.status === 'rejected' && answer.reason)).toMatchObject([{ reason: 'too_complex' }, { reason: 'too_complex' }]);
    expect(answers[2]).toMatchObject({ status: 'fulfilled', value: { pageCount: 2 } });
  });

  it('leaves the caller\'s bytes as they were', async () => {
    const upload = await maliciousPdf('openActionJavaScript', 1);
    const copy = Buffer.from(upload);
    await checkPdf(upload);
    expect(upload.equals(copy)).toBe(true);
  });
});
