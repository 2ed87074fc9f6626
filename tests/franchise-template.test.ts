import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PDFArray, PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream, type PDFFont, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../contract/catalogues/company.js';
import { checkPdf } from '../server/features/files/pdf-checker.js';
import { looksLikePdf } from '../server/features/files/read-pdf-upload.js';
import { agreement, documentTitle, type Block } from '../scripts/franchise-template/agreement-text.js';

/**
 * The franchise agreement template visitors download on /franchising, fill in by hand and upload
 * again: the generator (scripts/generate-franchise-template.ts) is run into a temporary folder and
 * its PDF read back, string by string, from the pages' content streams.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const shipped = readFileSync(path.join(repoRoot, 'client/public/downloads/franchise-agreement-template.pdf'));

let folder: string;
let generated: Buffer;
let doc: PDFDocument;
let fonts: Record<'regular' | 'bold', PDFFont>;
/** WinAnsi byte to character, from pdf-lib's own encoding (Node's windows-1252 decoder reads 0x80-0x9F as Latin-1). */
const winAnsi = new Map<number, string>();
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'franchise-template-'));
  const out = path.join(folder, 'template.pdf');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/generate-franchise-template.ts', out], { cwd: repoRoot });
  generated = readFileSync(out);
  doc = await PDFDocument.load(generated);
  const scratch = await PDFDocument.create();
  fonts = { regular: await scratch.embedFont(StandardFonts.Helvetica), bold: await scratch.embedFont(StandardFonts.HelveticaBold) };
  for (const codePoint of fonts.regular.getCharacterSet()) {
    const char = String.fromCodePoint(codePoint);
    const [byte] = fonts.regular.encodeText(char).asBytes();
    if (byte !== undefined && !winAnsi.has(byte)) winAnsi.set(byte, char);
  }
}, 60_000);
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

interface ShownText {
  page: number;
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

/** Every string the pages show, in the order they are drawn, with where and how. */
function shownTexts(pdf: PDFDocument): ShownText[] {
  return pdf.getPages().flatMap((page, index) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const source = streams
      .map((stream) => {
        if (!(stream instanceof PDFRawStream)) throw new Error(`page ${index + 1}: a content stream pdf-lib cannot decode`);
        return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      })
      .join('\n');
    // pdf-lib draws each string as: /<font key> <size> Tf … 1 0 0 1 <x> <y> Tm <hex> Tj
    const shown = /\/(\S+) ([\d.]+) Tf[^]*?1 0 0 1 ([-\d.]+) ([-\d.]+) Tm\s*<([0-9A-F]*)> Tj/g;
    return [...source.matchAll(shown)].map(([, fontKey, size, x, y, hex]) => ({
      page: index + 1,
      text: [...Buffer.from(hex!, 'hex')].map((byte) => winAnsi.get(byte) ?? '\ufffd').join(''),
      x: Number(x),
      y: Number(y),
      size: Number(size),
      bold: fontKey!.startsWith('Helvetica-Bold'),
    }));
  });
}

/** The header and footer every page repeats around the agreement: above and below the rules at 750 and 60 pt. */
const isPageFurniture = (shown: ShownText) => shown.y > 750 || shown.y < 60;

/** What a reader meets, block by block, in the order of agreement-text.ts. */
function readingOrder(block: Block): string[] {
  switch (block.kind) {
    case 'title':
      return [block.text, block.subtitle];
    case 'notice':
      return [block.heading, ...block.paragraphs];
    case 'heading':
    case 'para':
      return [block.text];
    case 'item':
      return [block.label, block.text];
    case 'field':
      return [`${block.label}:`];
    case 'signatures':
      return block.parties.flatMap((party) => [party, 'Signature', 'Name', 'Title', 'Date']);
  }
}

/** Lines are wrapped at ordinary spaces only; a no-break space stays inside its word. */
const words = (text: string) => text.split(/[ \n]+/).filter(Boolean).join(' ');

describe('the franchise agreement template', () => {
  it('is what the generator writes from agreement-text.ts (regenerate it after changing the text)', () => {
    expect(generated.equals(shipped)).toBe(true);
  });

  it('has four US Letter pages, its title and its author', () => {
    expect(doc.getPages().map((page: PDFPage) => [page.getWidth(), page.getHeight()])).toEqual(Array(4).fill([612, 792]));
    expect(doc.getTitle()).toBe(`${company.brand} ${documentTitle}`);
    expect(doc.getAuthor()).toBe(company.legalName);
  });

  it('shows the whole agreement, in reading order, with headings in bold on lines of their own', () => {
    const shown = shownTexts(doc);
    const body = shown.filter((s) => !isPageFurniture(s));
    const read = words(body.map((s) => s.text).join(' '));
    let from = 0;
    for (const piece of agreement.flatMap(readingOrder).map(words)) {
      const at = read.indexOf(piece, from);
      expect(at, `"${piece.slice(0, 60)}…" after position ${from}`).toBeGreaterThanOrEqual(from);
      from = at + piece.length;
    }
    const headings = agreement.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
    expect(headings).toHaveLength(14);
    expect(body.filter((s) => s.bold && s.size === 11.5).map((s) => s.text)).toEqual(headings);
    expect(shown.find((s) => s.text === headings[0])?.page).toBe(1);
    expect(shown.find((s) => s.text === headings.at(-1))?.page).toBe(4);
  });

  it('numbers every page and asks for initials on each', () => {
    const shown = shownTexts(doc);
    for (const page of [1, 2, 3, 4]) {
      const onPage = shown.filter((s) => s.page === page).map((s) => s.text);
      expect(onPage).toContain(`Page ${page} of 4`);
      expect(onPage).toContain('Initials: ________ / ________');
    }
  });

  it('keeps every line inside the page margins', () => {
    // The width as drawn: glyph by glyph, since a shown string is not kerned.
    const width = (s: ShownText) => [...s.text].reduce((sum, char) => sum + fonts[s.bold ? 'bold' : 'regular'].widthOfTextAtSize(char, s.size), 0);
    const outside = shownTexts(doc).filter((s) => s.x < 72 || s.x + width(s) > 540.001 || s.y < 40 || s.y > 770);
    expect(outside.map((s) => `page ${s.page}: ${s.text}`)).toEqual([]);
  });

  it('is a PDF the site\'s upload check accepts, so a filled-in copy can be sent back', async () => {
    expect(looksLikePdf(generated)).toBe(true);
    const checked = await checkPdf(generated);
    expect(checked.pageCount).toBe(4);
  });
});
