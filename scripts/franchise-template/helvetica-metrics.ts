/**
 * Glyph widths (in 1/1000 em) of the two standard PDF fonts the template uses, from Adobe's
 * Helvetica and Helvetica-Bold AFM files, for WinAnsiEncoding. The standard 14 fonts need no
 * embedding, but wrapping text needs their widths.
 */

export type FontName = 'Helvetica' | 'Helvetica-Bold';

// Printable ASCII, codes 32 to 126, in order.
const ascii: Record<FontName, number[]> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
  ],
  'Helvetica-Bold': [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** The few non-ASCII characters the text uses: WinAnsi code and width in each font. */
const extras: Record<string, { code: number; Helvetica: number; 'Helvetica-Bold': number }> = {
  '\u2014': { code: 0x97, Helvetica: 1000, 'Helvetica-Bold': 1000 }, // em dash
  '\u2013': { code: 0x96, Helvetica: 556, 'Helvetica-Bold': 556 }, // en dash
  '\u2018': { code: 0x91, Helvetica: 222, 'Helvetica-Bold': 278 },
  '\u2019': { code: 0x92, Helvetica: 222, 'Helvetica-Bold': 278 },
  '\u201c': { code: 0x93, Helvetica: 333, 'Helvetica-Bold': 500 },
  '\u201d': { code: 0x94, Helvetica: 333, 'Helvetica-Bold': 500 },
  '\u2022': { code: 0x95, Helvetica: 350, 'Helvetica-Bold': 350 }, // bullet
  '\u00a7': { code: 0xa7, Helvetica: 556, 'Helvetica-Bold': 556 }, // section sign
  '\u00a9': { code: 0xa9, Helvetica: 737, 'Helvetica-Bold': 737 },
  '\u00a0': { code: 0xa0, Helvetica: 278, 'Helvetica-Bold': 278 }, // no-break space
};

function glyph(char: string, font: FontName): { code: number; width: number } {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 32 && code <= 126) return { code, width: ascii[font][code - 32]! };
  const extra = extras[char];
  if (!extra) throw new Error(`No WinAnsi glyph for ${JSON.stringify(char)} (U+${code.toString(16)})`);
  return { code: extra.code, width: extra[font] };
}

/** Width of `text` in points at `size`. */
export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const char of text) units += glyph(char, font).width;
  return (units * size) / 1000;
}

/** `text` as a PDF literal string body: WinAnsi bytes (one char per byte), with \ ( ) escaped. */
export function pdfString(text: string, font: FontName): string {
  let out = '';
  for (const char of text) {
    const { code } = glyph(char, font);
    const byte = String.fromCharCode(code);
    out += byte === '\\' || byte === '(' || byte === ')' ? `\\${byte}` : byte;
  }
  return out;
}
