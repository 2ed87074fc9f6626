import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Helvetica's WinAnsi encoding cannot write everything; outside printable ASCII becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/**
 * A one-page PDF (Letter size, Helvetica 12/16) showing `lines` top to bottom, written by pdf-lib.
 * Demo resumes and contracts are made with it. No creation date or producer is written, so the
 * same lines give the same bytes.
 */
export async function onePagePdf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([612, 792]).drawText(lines.map(printable).join('\n'), { x: 72, y: 720, font, size: 12, lineHeight: 16 });
  return Buffer.from(await document.save());
}
