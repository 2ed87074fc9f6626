import { createHash } from 'node:crypto';

/** US Letter, in points. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

export interface PdfDocument {
  /** One content stream per page; text already WinAnsi-encoded, one char per byte. */
  pages: string[];
  title: string;
  author: string;
  subject: string;
}

/**
 * Serialises a PDF 1.4 file by hand: catalog, page tree, the two standard fonts (not embedded),
 * one page object and one uncompressed content stream per page, an info dictionary, and a
 * cross-reference table whose byte offsets are counted as the file is written.
 */
export function writePdf(doc: PdfDocument): Buffer {
  const fontObject = (baseFont: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} /Encoding /WinAnsiEncoding >>`;
  const infoString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

  // Object numbers: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page/content pairs.
  const firstPage = 6;
  const pageRefs = doc.pages.map((_, i) => `${firstPage + i * 2} 0 R`);
  const bodies: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${doc.pages.length} >>`,
    fontObject('Helvetica'),
    fontObject('Helvetica-Bold'),
    `<< /Title ${infoString(doc.title)} /Author ${infoString(doc.author)} /Subject ${infoString(doc.subject)} /Producer (scripts/generate-franchise-template.ts) >>`,
  ];
  doc.pages.forEach((content, i) => {
    const contentRef = firstPage + i * 2 + 1;
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentRef} 0 R >>`,
    );
    bodies.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });

  const chunks: Buffer[] = [];
  let length = 0;
  const write = (text: string) => {
    const chunk = Buffer.from(text, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  };

  // The second line's high bytes tell transfer tools the file is binary.
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(length);
    write(`${i + 1} 0 obj\n${body}\nendobj\n`);
  });

  const xrefOffset = length;
  const size = bodies.length + 1;
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, type, space, LF.
  write(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);

  // A stable file identifier, so regenerating an unchanged template gives the same bytes.
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex');
  write(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
