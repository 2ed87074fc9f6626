import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it('writes a US long date with 12-hour time', () => {
    const text = formatDateTime(new Date(2025, 2, 4, 14, 5));
    expect(text).toMatch(/^March 4, 2025/);
    expect(text).toMatch(/2:05\sPM$/);
  });

  it('accepts ISO strings', () => {
    expect(formatDateTime('2024-12-31T09:30:00')).toMatch(/^December 31, 2024.*9:30\sAM$/);
  });

  it('gives the fallback for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date', '—')).toBe('—');
  });
});
