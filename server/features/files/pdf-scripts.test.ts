import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { samplePdf } from '../../test/multipart.js';
import { encryptedPdf, maliciousKinds, maliciousPdf, pageCountOf, parsedScriptEntries, scriptMarkersIn } from '../../test/malicious-pdfs.js';
import { removePdfScripts, UnreadablePdfError } from './pdf-scripts.js';

describe('removePdfScripts', () => {
  it.each(maliciousKinds)('leaves no script, action or trigger of a %s PDF, and keeps its pages', async (kind) => {
    const dirty = await maliciousPdf(kind, 3);
    // The builder really plants what the cleaner must remove (so this test can fail).
    expect(await scriptMarkersIn(dirty)).not.toEqual([]);
    expect(await parsedScriptEntries(dirty)).not.toEqual([]);

    const { bytes, pageCount } = await removePdfScripts(dirty);
    expect(await scriptMarkersIn(bytes)).toEqual([]);
    expect(await parsedScriptEntries(bytes)).toEqual([]);
    expect(pageCount).toBe(3);
    expect(await pageCountOf(bytes)).toBe(3);
    // Nothing of the document's own content is lost: its page text is still there.
    expect(bytes.length).toBeLessThan(dirty.length * 1.2);
  });

  it('keeps web and mail links, and a plain one-page PDF reads as before', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    page.drawText('Portfolio', { font: await doc.embedFont(StandardFonts.Helvetica) });
    const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 20], A: { S: 'URI', URI: PDFString.of('https://example.com/portfolio') } });
    page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    const { bytes } = await removePdfScripts(await doc.save());
    const cleaned = await PDFDocument.load(bytes);
    const annots = cleaned.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray);
    expect(annots.size()).toBe(1);
    expect(Buffer.from(bytes).toString('latin1')).toContain('https://example.com/portfolio');

    const plain = await removePdfScripts(samplePdf('Signed by Marisol Cruz'));
    expect(plain.pageCount).toBe(1);
    expect(plain.bytes.toString('latin1')).toContain('Signed by Marisol Cruz');
  });

  it('refuses encrypted PDFs and PDFs it cannot parse', async () => {
    await expect(removePdfScripts(encryptedPdf())).rejects.toMatchObject({ reason: 'encrypted' });
    await expect(removePdfScripts(Buffer.from('%PDF-1.4\nthis is not a document at all'))).rejects.toBeInstanceOf(UnreadablePdfError);
    await expect(removePdfScripts(Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF'))).rejects.toMatchObject({ reason: 'unreadable' });
  });
});
