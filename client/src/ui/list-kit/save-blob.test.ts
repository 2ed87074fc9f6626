import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './save-blob';

describe('filenameFromDisposition', () => {
  it("prefers the UTF-8 name, so an applicant's accents survive", () => {
    const header = `inline; filename="Resume - Jose Dela Cruz.pdf"; filename*=UTF-8''Resume%20-%20Jos%C3%A9%20Dela%20Cruz.pdf`;
    expect(filenameFromDisposition(header, 'resume.pdf')).toBe('Resume - José Dela Cruz.pdf');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(filenameFromDisposition('attachment; filename="messages-2026-11-27.csv"', 'export.csv')).toBe('messages-2026-11-27.csv');
    expect(filenameFromDisposition(`inline; filename="a.pdf"; filename*=UTF-8''%E0%A4`, 'x.pdf')).toBe('a.pdf');
    expect(filenameFromDisposition(null, 'resume.pdf')).toBe('resume.pdf');
  });
});
