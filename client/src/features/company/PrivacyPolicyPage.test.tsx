import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { renderWithProviders } from '@/test/render';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

const expectedHeadings = [
  '1. Introduction',
  '2. Information We Collect',
  '3. How We Collect Information',
  '4. How We Use Your Information',
  '5. Cookies and Local Storage',
  '6. How We Share Information',
  '7. Third-Party Services',
  '8. Data Security',
  '9. Your Rights',
  '10. Data Retention',
  '11. Children’s Privacy',
  '12. International Data Transfers',
  '13. Changes to This Policy',
  '14. Contact Us',
];

describe('PrivacyPolicyPage', () => {
  it('has the 14 sections in order and the last-updated date', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(expectedHeadings);
    expect(screen.getByText('December 1, 2024').parentElement?.textContent).toBe('Last updated December 1, 2024');
  });

  it('links every table-of-contents entry to its section', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(14);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });

  it('covers the spec points: children under 13, the Philippines, Stripe and the contact details', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByText(/not directed to children under\s+13/)).toBeTruthy();
    const transfers = document.getElementById('international-transfers') as HTMLElement;
    expect(within(transfers).getByText(/staff in the Philippines is handled in accordance with the Philippine Data\s+Privacy Act of 2012/)).toBeTruthy();
    expect(screen.getByText(/We never see or store your full card number/)).toBeTruthy();
    const contact = document.getElementById('contact-us') as HTMLElement;
    expect(within(contact).getByRole('link', { name: company.helpEmail }).getAttribute('href')).toBe(`mailto:${company.helpEmail}`);
    expect(within(contact).getByText(company.offices.us.lines[0])).toBeTruthy();
  });
});
