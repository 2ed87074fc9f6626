import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CulturePage } from './CulturePage';

describe('CulturePage', () => {
  it('has the #culture-mission and #culture-values anchors with their headings', () => {
    renderWithProviders(<CulturePage />);
    const mission = document.getElementById('culture-mission');
    const values = document.getElementById('culture-values');
    expect(mission && within(mission).getByRole('heading', { level: 2, name: 'Our mission' })).toBeTruthy();
    expect(values && within(values).getByRole('heading', { level: 2, name: 'Our core values' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our vision' })).toBeTruthy();
  });

  it('lists six core values', () => {
    renderWithProviders(<CulturePage />);
    const values = document.getElementById('culture-values') as HTMLElement;
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });
});
