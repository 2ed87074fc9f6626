import { describe, expect, it } from 'vitest';
import { lockPageScroll } from './page-scroll-lock';

describe('lockPageScroll', () => {
  it('gives the page its scroll back only when the last of two dialogs closes, in either order', () => {
    document.body.style.overflow = 'auto';
    const form = lockPageScroll();
    const confirmation = lockPageScroll();
    expect(document.body.style.overflow).toBe('hidden');
    form();
    expect(document.body.style.overflow).toBe('hidden');
    confirmation();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('counts a release once, however often it is called', () => {
    const first = lockPageScroll();
    const second = lockPageScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
  });
});
