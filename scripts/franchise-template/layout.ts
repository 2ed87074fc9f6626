import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { company } from '../../contract/catalogues/company.js';
import type { Block } from './agreement-text.js';

const [PAGE_WIDTH] = PageSizes.Letter;
const LEFT = 72;
const WIDTH = PAGE_WIDTH - 2 * LEFT;
const FIRST_PAGE_TOP = 730;
const PAGE_TOP = 728;
const BOTTOM = 78;

const colors = {
  ink: rgb(0.12, 0.16, 0.22),
  navy: rgb(0.06, 0.11, 0.27),
  brand: rgb(0.11, 0.25, 0.85),
  muted: rgb(0.36, 0.4, 0.46),
  rule: rgb(0.72, 0.75, 0.81),
  tint: rgb(0.94, 0.96, 1),
} as const;
type Color = keyof typeof colors;

/** The two standard fonts the template is set in: Helvetica for the text, Helvetica-Bold for titles. */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const body = { size: 10, leading: 13.6 };

/**
 * The width `drawText` gives `text`: the sum of its glyphs' widths. pdf-lib's `widthOfTextAtSize`
 * of a whole line also subtracts the font's kerning pairs, which `drawText` does not apply, so a
 * line measured that way ran up to 1 pt past the right margin.
 */
export function drawnWidth(text: string, font: PDFFont, size: number): number {
  let width = 0;
  for (const char of text) width += font.widthOfTextAtSize(char, size);
  return width;
}

/**
 * `drawText` with a `font` option adds another font resource to the page on every call (163 for
 * the template); setting the page's font only when it changes adds one per switch.
 */
const pageFonts = new WeakMap<PDFPage, PDFFont>();
function drawIn(page: PDFPage, text: string, font: PDFFont, options: { x: number; y: number; size: number; color: Color }) {
  if (pageFonts.get(page) !== font) {
    page.setFont(font);
    pageFonts.set(page, font);
  }
  page.drawText(text, { ...options, color: colors[options.color] });
}

/** Greedy word wrap by the font's glyph widths; breaks only at ordinary spaces (a no-break space keeps `US$ ____` together). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && drawnWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Places blocks top to bottom, starting a new page when the next piece would not fit. */
class Composer {
  private page: PDFPage;
  /** Top of the free space on the current page. */
  private y = FIRST_PAGE_TOP;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PageSizes.Letter);
  }

  private newPage() {
    this.page = this.doc.addPage(PageSizes.Letter);
    this.y = PAGE_TOP;
  }

  /** Keeps the next `height` points together. */
  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  private text(x: number, baseline: number, text: string, font: PDFFont, size: number, color: Color = 'ink') {
    drawIn(this.page, text, font, { x, y: baseline, size, color });
  }

  /** Wrapped lines at `x`, each kept whole on a page. */
  private lines(lines: string[], x: number, size: number, leading: number) {
    for (const line of lines) {
      this.ensure(leading);
      this.text(x, this.y - size, line, this.fonts.regular, size);
      this.y -= leading;
    }
  }

  title(text: string, subtitle: string) {
    this.text(LEFT, this.y - 22, text, this.fonts.bold, 22, 'navy');
    this.text(LEFT, this.y - 42, subtitle, this.fonts.regular, 11.5, 'muted');
    ruleOn(this.page, this.y - 54, 2, 'brand');
    this.y -= 68;
  }

  notice(heading: string, paragraphs: string[]) {
    const pad = 12;
    const size = 9.5;
    const leading = 12.8;
    const wrapped = paragraphs.map((p) => wrap(p, this.fonts.regular, size, WIDTH - 2 * pad - 4));
    const height = pad * 2 + 14 + wrapped.reduce((sum, p) => sum + p.length * leading + 4, -4);
    this.ensure(height);
    this.page.drawRectangle({ x: LEFT, y: this.y - height, width: WIDTH, height, color: colors.tint });
    this.page.drawRectangle({ x: LEFT, y: this.y - height, width: 3, height, color: colors.brand });
    this.text(LEFT + pad + 4, this.y - pad - 10, heading, this.fonts.bold, 10.5, 'navy');
    let y = this.y - pad - 14;
    for (const paragraph of wrapped) {
      for (const line of paragraph) {
        this.text(LEFT + pad + 4, y - size, line, this.fonts.regular, size);
        y -= leading;
      }
      y -= 4;
    }
    this.y -= height + 14;
  }

  heading(text: string) {
    this.gap(8);
    this.ensure(18 + 2 * body.leading);
    this.text(LEFT, this.y - 11.5, text, this.fonts.bold, 11.5, 'navy');
    this.y -= 19;
  }

  paragraph(text: string) {
    this.lines(wrap(text, this.fonts.regular, body.size, WIDTH), LEFT, body.size, body.leading);
    this.gap(5);
  }

  item(label: string, text: string) {
    const indent = 26;
    const lines = wrap(text, this.fonts.regular, body.size, WIDTH - indent);
    this.ensure(body.leading * Math.min(2, lines.length));
    this.text(LEFT + 4, this.y - body.size, label, this.fonts.regular, body.size);
    this.lines(lines, LEFT + indent, body.size, body.leading);
    this.gap(3);
  }

  /** A label and a ruled blank line to write on. */
  field(label: string) {
    const height = 22;
    this.ensure(height);
    const baseline = this.y - 14;
    const text = `${label}:`;
    this.text(LEFT, baseline, text, this.fonts.regular, body.size, 'muted');
    const start = LEFT + drawnWidth(text, this.fonts.regular, body.size) + 6;
    this.page.drawLine({ start: { x: start, y: baseline - 2 }, end: { x: LEFT + WIDTH, y: baseline - 2 }, thickness: 0.6, color: colors.rule });
    this.y -= height;
  }

  signatures(parties: [string, string]) {
    const gutter = 36;
    const column = (WIDTH - gutter) / 2;
    const labels = ['Signature', 'Name', 'Title', 'Date'];
    const titles = parties.map((party) => wrap(party, this.fonts.bold, body.size, column));
    const titleHeight = Math.max(...titles.map((t) => t.length)) * body.leading;
    this.ensure(titleHeight + labels.length * 30 + 10);
    const top = this.y;
    titles.forEach((lines, i) => {
      const x = LEFT + i * (column + gutter);
      lines.forEach((line, n) => this.text(x, top - body.size - n * body.leading, line, this.fonts.bold, body.size, 'navy'));
      labels.forEach((label, n) => {
        const baseline = top - titleHeight - 24 - n * 30;
        this.page.drawLine({ start: { x, y: baseline + 10 }, end: { x: x + column, y: baseline + 10 }, thickness: 0.6, color: colors.ink });
        this.text(x, baseline, label, this.fonts.regular, 8.5, 'muted');
      });
    });
    this.y = top - titleHeight - labels.length * 30 - 10;
  }
}

/** A rule across the text column. */
function ruleOn(page: PDFPage, y: number, thickness: number, color: Color) {
  page.drawLine({ start: { x: LEFT, y }, end: { x: LEFT + WIDTH, y }, thickness, color: colors[color] });
}

/** Header (from page 2) and footer with page numbers and initials, drawn once the page count is known. */
function decorate(doc: PDFDocument, title: string, font: PDFFont) {
  const size = 8;
  const small = (page: PDFPage, x: number, y: number, text: string) => drawIn(page, text, font, { x, y, size, color: 'muted' });
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index > 0) {
      small(page, LEFT, 758, title);
      const right = company.legalName;
      small(page, LEFT + WIDTH - drawnWidth(right, font, size), 758, right);
      ruleOn(page, 750, 0.5, 'rule');
    }
    ruleOn(page, 60, 0.5, 'rule');
    small(page, LEFT, 46, `${company.brand} \u2014 Franchise Agreement Template`);
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    small(page, LEFT + (WIDTH - drawnWidth(pageLabel, font, size)) / 2 + 40, 46, pageLabel);
    const initials = 'Initials: ________ / ________';
    small(page, LEFT + WIDTH - drawnWidth(initials, font, size), 46, initials);
  });
}

/** Lays the blocks out on US Letter pages added to `doc`. */
export function layOut(doc: PDFDocument, fonts: Fonts, blocks: Block[], title: string): void {
  const composer = new Composer(doc, fonts);
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        composer.title(block.text, block.subtitle);
        break;
      case 'notice':
        composer.notice(block.heading, block.paragraphs);
        break;
      case 'heading':
        composer.heading(block.text);
        break;
      case 'para':
        composer.paragraph(block.text);
        break;
      case 'item':
        composer.item(block.label, block.text);
        break;
      case 'field':
        composer.field(block.label);
        break;
      case 'signatures':
        composer.signatures(block.parties);
        break;
    }
  }
  decorate(doc, title, fonts.regular);
}
