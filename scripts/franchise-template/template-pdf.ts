import { PDFDocument, StandardFonts } from 'pdf-lib';
import { company } from '../../contract/catalogues/company.js';
import { agreement, documentTitle } from './agreement-text.js';
import { layOut } from './layout.js';

/**
 * The franchise agreement template as PDF bytes: the standard Helvetica fonts (not embedded, so
 * the file stays small), the text of agreement-text.ts laid out on US Letter pages.
 */
export async function franchiseTemplatePdf(): Promise<Uint8Array> {
  // No creation or modification date, so regenerating an unchanged template gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  layOut(doc, fonts, agreement, documentTitle);
  doc.setTitle(`${company.brand} ${documentTitle}`);
  doc.setAuthor(company.legalName);
  doc.setSubject(`Template franchise agreement for a ${company.brand} remote staffing office`);
  doc.setCreator('scripts/generate-franchise-template.ts');
  doc.setProducer('pdf-lib');
  // Without object streams the page tree stays plain text, and readers older than PDF 1.5 open it.
  return doc.save({ useObjectStreams: false });
}
