import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MessageUsPage } from './MessageUsPage';

describe('MessageUsPage', () => {
  it('shows the title, the eight inclusions and the message-us form', async () => {
    renderWithProviders(<MessageUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: "Let's Tailor Something Just for You!" })).toBeTruthy();

    const inclusions = screen.getByRole('region', { name: 'Every custom package includes' });
    const titles = within(inclusions)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Personalized Consultation',
      'Custom Package Design',
      'Flexible Support',
      'Dedicated Account Manager',
      'Customized Reporting',
      'Specialized Integrations',
      'On-Demand Training',
      'Scalable Solutions',
    ]);

    const form = screen.getByRole('region', { name: 'Message Us' });
    expect(await within(form).findByLabelText('Company website')).toHaveProperty('required', true);
  });
});
