import { describe, expect, it } from 'vitest';
import { formatFileSize } from './pdf-file';

describe('formatFileSize', () => {
  it('reads naturally', () => {
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(24_000)).toBe('23 KB');
    expect(formatFileSize(1.3 * 1024 * 1024)).toBe('1.3 MB');
  });
});
