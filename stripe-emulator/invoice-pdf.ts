import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type Stripe from 'stripe';
import { formatDate } from './hosted-pages.js';
import { formatMoney } from './money.js';

/**
 * The invoice as a PDF (`invoice_pdf`), as Stripe's: number, dates, who it is from and to, every
 * line with its period and amount, and the totals. Written with pdf-lib's standard Helvetica, so
 * a character it cannot encode (outside Windows-1252) is printed as `?`.
 */

const pageSize: [number, number] = [612, 792]; // US Letter, in points
const margin = 50;
const ink = rgb(0.1, 0.12, 0.21);
const muted = rgb(0.32, 0.37, 0.5);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The text with every character the font cannot encode replaced by `?`. */
function encodableBy(font: PDFFont): (text: string) => string {
  const characters = new Set(font.getCharacterSet());
  return (text) => [...text].map((character) => (characters.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
}

/** Draws top to bottom, starting a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  /** Text each font can encode. */
  private readonly clean: Record<keyof Fonts, (text: string) => string>;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = document.addPage(pageSize);
    this.y = pageSize[1] - margin;
    this.clean = { regular: encodableBy(fonts.regular), bold: encodableBy(fonts.bold) };
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number) {
    if (this.y - height >= margin) return;
    this.page = this.document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** One row of text cells at x positions; `right` cells end at their x. Wraps the first cell to `wrapWidth`. */
  row(cells: { text: string; x: number; right?: boolean; bold?: boolean; size?: number; color?: typeof ink }[], wrapWidth?: number) {
    const size = cells[0]?.size ?? 10;
    const first = cells[0];
    const firstFont = first?.bold ? 'bold' : 'regular';
    const wrapped = first && wrapWidth ? this.wrap(this.clean[firstFont](first.text), this.fonts[firstFont], size, wrapWidth) : [first ? this.clean[firstFont](first.text) : ''];
    const lineHeight = size * 1.4;
    this.ensure(lineHeight * wrapped.length);
    this.y -= lineHeight;
    cells.forEach((cell, index) => {
      const fontName = cell.bold ? 'bold' : 'regular';
      const font = this.fonts[fontName];
      const cellSize = cell.size ?? size;
      const texts = index === 0 ? wrapped : [this.clean[fontName](cell.text)];
      texts.forEach((text, lineIndex) => {
        const x = cell.right ? cell.x - font.widthOfTextAtSize(text, cellSize) : cell.x;
        this.page.drawText(text, { x, y: this.y - lineIndex * lineHeight, size: cellSize, font, color: cell.color ?? ink });
      });
    });
    this.y -= lineHeight * (wrapped.length - 1);
  }

  rule() {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: pageSize[0] - margin, y: this.y }, thickness: 0.5, color: muted });
    this.y -= 4;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    return [...lines, current];
  }
}

const statusText = (invoice: Stripe.Invoice) =>
  invoice.status === 'paid'
    ? `Paid on ${formatDate(invoice.status_transitions.paid_at ?? invoice.created)}`
    : invoice.status === 'void'
      ? `Void since ${formatDate(invoice.status_transitions.voided_at ?? invoice.created)}`
      : 'Payment due';

export async function invoicePdf(invoice: Stripe.Invoice, lines: Stripe.InvoiceLineItem[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title = `Invoice ${invoice.number ?? invoice.id}`;
  const issued = invoice.status_transitions.finalized_at ?? invoice.created;
  document.setTitle(title, { showInWindowTitleBar: true });
  document.setAuthor(invoice.account_name ?? 'Stripe emulator');
  document.setCreationDate(new Date(issued * 1000));
  document.setModificationDate(new Date(issued * 1000));
  const writer = new Writer(document, { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) });
  const right = pageSize[0] - margin;
  const money = (amount: number) => formatMoney(amount, invoice.currency);

  writer.row([{ text: 'Invoice', x: margin, bold: true, size: 20 }, { text: 'Test mode', x: right, right: true, size: 10, color: muted }]);
  writer.gap(8);
  writer.row([{ text: 'Invoice number', x: margin, color: muted }, { text: invoice.number ?? invoice.id, x: 160 }]);
  writer.row([{ text: 'Date of issue', x: margin, color: muted }, { text: formatDate(issued), x: 160 }]);
  writer.row([{ text: 'Status', x: margin, color: muted }, { text: statusText(invoice), x: 160 }]);
  writer.gap(10);
  writer.row([{ text: invoice.account_name ?? 'Stripe emulator', x: margin, bold: true }, { text: 'Bill to', x: 320, bold: true }]);
  const address = invoice.customer_address;
  const billTo = [
    invoice.customer_name,
    invoice.customer_email,
    address?.line1,
    address?.line2,
    [address?.postal_code, address?.city, address?.state].filter(Boolean).join(' '),
    address?.country,
    ...(invoice.customer_tax_ids ?? []).map((taxId) => `${taxId.type.replaceAll('_', ' ').toUpperCase()} ${taxId.value ?? ''}`.trim()),
  ].filter((text): text is string => Boolean(text));
  for (const text of billTo) writer.row([{ text, x: 320 }]);
  if (invoice.description) {
    writer.gap(10);
    writer.row([{ text: invoice.description, x: margin }], right - margin);
  }

  writer.gap(14);
  writer.row([
    { text: 'Description', x: margin, bold: true },
    { text: 'Period', x: 330, bold: true },
    { text: 'Amount', x: right, right: true, bold: true },
  ]);
  writer.rule();
  for (const line of lines) {
    writer.row(
      [
        { text: line.description ?? 'Invoice item', x: margin },
        { text: `${formatDate(line.period.start)} – ${formatDate(line.period.end)}`, x: 330, size: 9 },
        { text: money(line.amount), x: right, right: true },
      ],
      270,
    );
  }
  writer.rule();
  const tax = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const totals: [string, number, boolean?][] = [
    ['Subtotal', invoice.subtotal],
    ...(invoice.total_taxes?.length ? [['Tax', tax] as [string, number]] : []),
    ['Total', invoice.total, true],
    ...(invoice.starting_balance !== 0 ? [['Applied balance', invoice.starting_balance] as [string, number]] : []),
    ['Amount due', invoice.amount_due, true],
    ['Amount paid', invoice.amount_paid],
    ['Amount remaining', invoice.amount_remaining],
  ];
  for (const [label, amount, bold] of totals) {
    writer.row([{ text: label, x: 330, bold }, { text: money(amount), x: right, right: true, bold }]);
  }
  return document.save();
}
