import { describe, expect, it } from 'vitest';
import { onePagePdf } from './pdf.js';

describe('onePagePdf', () => {
  it('writes a cross-reference table whose offsets point at each object', () => {
    const pdf = onePagePdf(['Maria (Santos)', 'C:\\resume', 'Señora']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(pdf).toContain('(Maria \\(Santos\\)) Tj');
    expect(pdf).toContain('(C:\\\\resume) Tj');
    expect(pdf).toContain('(Se?ora) Tj');
  });
});
