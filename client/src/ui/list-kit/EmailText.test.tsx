import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('reads as the address, and may wrap only before its @ and the dots of its domain', () => {
    const { container } = render(<EmailText email="maria.santos-dela-cruz@harbour-physio.example.com" />);
    const text = container.firstElementChild!;
    expect(text.textContent).toBe('maria.santos-dela-cruz@harbour-physio.example.com');
    // Each break opportunity is a <wbr>, and what follows it starts with '@' or '.'.
    const after = [...text.querySelectorAll('wbr')].map((mark) => mark.nextSibling?.textContent?.[0]);
    expect(after).toEqual(['@', '.', '.']);
    // Not break-all: a word breaks inside only when it is longer than the line.
    expect(text.className).toBe('break-words');
  });

  it('keeps a value without an @ whole', () => {
    const { container } = render(<EmailText email="unknown" />);
    expect(container.textContent).toBe('unknown');
    expect(container.querySelector('wbr')).toBeNull();
  });
});
