import { describe, expect, it } from 'vitest';
// Read as text (Latin-1 bytes survive as characters) straight from the folder Vite serves.
import template from '../../../public/downloads/franchise-agreement-template.pdf?raw';

describe('the shipped franchise agreement template', () => {
  it('is a complete PDF file', () => {
    expect(template.startsWith('%PDF-')).toBe(true);
    expect(template.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has the four pages the franchise page announces', () => {
    // The page tree is plain text in the file (the generator writes no object streams).
    expect(template).toMatch(/\/Type \/Pages\s+\/Kids \[[^\]]*\]\s+\/Count 4\s/);
  });
});
