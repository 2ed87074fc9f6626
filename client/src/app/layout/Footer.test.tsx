import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { customer, renderWithProviders } from '@/test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows offices, contact e-mail, phones, socials, quick links and the copyright line', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(company.offices.us.lines[0])).toBeTruthy();
    expect(screen.getByText(company.offices.ph.lines[0])).toBeTruthy();
    expect(screen.getByRole('link', { name: company.helpEmail }).getAttribute('href')).toBe(`mailto:${company.helpEmail}`);
    expect(screen.getByRole('link', { name: /\+1 \(302\) 555-0148/ }).getAttribute('href')).toBe('tel:+13025550148');
    for (const country of ['US', 'AU', 'CAN', 'PH']) expect(screen.getByTitle(company.phones.find((p) => p.country === country)!.label)).toBeTruthy();

    const linkedIn = screen.getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn.getAttribute('rel')).toBe('noopener noreferrer');
    expect(linkedIn.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/career');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacypolicy');
    expect(screen.getByRole('link', { name: 'Message Us' }).getAttribute('href')).toBe('/');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} ${company.legalName}. All rights reserved.`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('hides the Login button once a user is logged in', () => {
    renderWithProviders(<Footer />, { user: customer });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });
});
