import { company } from '../../contract/catalogues/company.js';
import type { Block } from './agreement-text.js';
import { pdfString, textWidth, type FontName } from './helvetica-metrics.js';
import { PAGE_WIDTH } from './pdf-writer.js';

const LEFT = 72;
const WIDTH = PAGE_WIDTH - 2 * LEFT;
const FIRST_PAGE_TOP = 730;
const PAGE_TOP = 728;
const BOTTOM = 78;

const colors = {
  ink: '0.12 0.16 0.22',
  navy: '0.06 0.11 0.27',
  brand: '0.11 0.25 0.85',
  muted: '0.36 0.40 0.46',
  rule: '0.72 0.75 0.81',
  tint: '0.94 0.96 1',
} as const;
type Color = keyof typeof colors;

const body = { font: 'Helvetica' as FontName, size: 10, leading: 13.6 };

/** Greedy word wrap by real glyph widths; breaks only at ordinary spaces (a no-break space keeps `US$ ____` together). */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
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
  readonly pages: string[][] = [];
  private ops: string[] = [];
  /** Top of the free space on the current page. */
  private y = FIRST_PAGE_TOP;

  constructor() {
    this.pages.push(this.ops);
  }

  private newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_TOP;
  }

  /** Keeps the next `height` points together. */
  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  text(x: number, baseline: number, text: string, font: FontName, size: number, color: Color = 'ink') {
    const ref = font === 'Helvetica' ? 'F1' : 'F2';
    this.ops.push(`BT /${ref} ${size} Tf ${colors[color]} rg ${x.toFixed(2)} ${baseline.toFixed(2)} Td (${pdfString(text, font)}) Tj ET`);
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, color: Color = 'rule') {
    this.ops.push(`${width} w ${colors[color]} RG ${x1.toFixed(2)} ${y1.toFixed(2)} m ${x2.toFixed(2)} ${y2.toFixed(2)} l S`);
  }

  rect(x: number, y: number, w: number, h: number, color: Color) {
    this.ops.push(`${colors[color]} rg ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
  }

  /** Wrapped lines at `x`, each kept whole on a page. */
  lines(lines: string[], x: number, font: FontName, size: number, leading: number, color: Color = 'ink') {
    for (const line of lines) {
      this.ensure(leading);
      this.text(x, this.y - size, line, font, size, color);
      this.y -= leading;
    }
  }

  title(text: string, subtitle: string) {
    this.text(LEFT, this.y - 22, text, 'Helvetica-Bold', 22, 'navy');
    this.text(LEFT, this.y - 42, subtitle, 'Helvetica', 11.5, 'muted');
    this.line(LEFT, this.y - 54, LEFT + WIDTH, this.y - 54, 2, 'brand');
    this.y -= 68;
  }

  notice(heading: string, paragraphs: string[]) {
    const pad = 12;
    const size = 9.5;
    const leading = 12.8;
    const wrapped = paragraphs.map((p) => wrap(p, 'Helvetica', size, WIDTH - 2 * pad - 4));
    const height = pad * 2 + 14 + wrapped.reduce((sum, p) => sum + p.length * leading + 4, -4);
    this.ensure(height);
    this.rect(LEFT, this.y - height, WIDTH, height, 'tint');
    this.rect(LEFT, this.y - height, 3, height, 'brand');
    this.text(LEFT + pad + 4, this.y - pad - 10, heading, 'Helvetica-Bold', 10.5, 'navy');
    let y = this.y - pad - 14;
    for (const paragraph of wrapped) {
      for (const line of paragraph) {
        this.text(LEFT + pad + 4, y - size, line, 'Helvetica', size);
        y -= leading;
      }
      y -= 4;
    }
    this.y -= height + 14;
  }

  heading(text: string) {
    this.gap(8);
    this.ensure(18 + 2 * body.leading);
    this.text(LEFT, this.y - 11.5, text, 'Helvetica-Bold', 11.5, 'navy');
    this.y -= 19;
  }

  paragraph(text: string) {
    this.lines(wrap(text, body.font, body.size, WIDTH), LEFT, body.font, body.size, body.leading);
    this.gap(5);
  }

  item(label: string, text: string) {
    const indent = 26;
    const lines = wrap(text, body.font, body.size, WIDTH - indent);
    this.ensure(body.leading * Math.min(2, lines.length));
    this.text(LEFT + 4, this.y - body.size, label, body.font, body.size);
    this.lines(lines, LEFT + indent, body.font, body.size, body.leading);
    this.gap(3);
  }

  /** A label and a ruled blank line to write on. */
  field(label: string) {
    const height = 22;
    this.ensure(height);
    const baseline = this.y - 14;
    const text = `${label}:`;
    this.text(LEFT, baseline, text, 'Helvetica', body.size, 'muted');
    this.line(LEFT + textWidth(text, 'Helvetica', body.size) + 6, baseline - 2, LEFT + WIDTH, baseline - 2, 0.6);
    this.y -= height;
  }

  signatures(parties: [string, string]) {
    const gutter = 36;
    const column = (WIDTH - gutter) / 2;
    const labels = ['Signature', 'Name', 'Title', 'Date'];
    const titles = parties.map((party) => wrap(party, 'Helvetica-Bold', body.size, column));
    const titleHeight = Math.max(...titles.map((t) => t.length)) * body.leading;
    this.ensure(titleHeight + labels.length * 30 + 10);
    const top = this.y;
    titles.forEach((lines, i) => {
      const x = LEFT + i * (column + gutter);
      lines.forEach((line, n) => this.text(x, top - body.size - n * body.leading, line, 'Helvetica-Bold', body.size, 'navy'));
      labels.forEach((label, n) => {
        const baseline = top - titleHeight - 24 - n * 30;
        this.line(x, baseline + 10, x + column, baseline + 10, 0.6, 'ink');
        this.text(x, baseline, label, 'Helvetica', 8.5, 'muted');
      });
    });
    this.y = top - titleHeight - labels.length * 30 - 10;
  }
}

/** Header (from page 2) and footer with page numbers and initials, once the page count is known. */
function decorate(pages: string[][], title: string): string[] {
  const total = pages.length;
  return pages.map((ops, index) => {
    const extra = new Composer();
    if (index > 0) {
      extra.text(LEFT, 758, title, 'Helvetica', 8, 'muted');
      const right = company.legalName;
      extra.text(LEFT + WIDTH - textWidth(right, 'Helvetica', 8), 758, right, 'Helvetica', 8, 'muted');
      extra.line(LEFT, 750, LEFT + WIDTH, 750, 0.5);
    }
    extra.line(LEFT, 60, LEFT + WIDTH, 60, 0.5);
    extra.text(LEFT, 46, `${company.brand} \u2014 Franchise Agreement Template`, 'Helvetica', 8, 'muted');
    const pageLabel = `Page ${index + 1} of ${total}`;
    extra.text(LEFT + (WIDTH - textWidth(pageLabel, 'Helvetica', 8)) / 2 + 40, 46, pageLabel, 'Helvetica', 8, 'muted');
    const initials = 'Initials: ________ / ________';
    extra.text(LEFT + WIDTH - textWidth(initials, 'Helvetica', 8), 46, initials, 'Helvetica', 8, 'muted');
    return [...ops, ...extra.pages[0]!].join('\n');
  });
}

/** Lays the blocks out on US Letter pages; returns one content stream per page. */
export function layOut(blocks: Block[], title: string): string[] {
  const composer = new Composer();
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
  return decorate(composer.pages, title);
}
