import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { plans } from '@contract/catalogues/plans';
import { renderRoutes } from '@/test/render';
import { pricingRoutes } from './routes';

describe('/pricing', () => {
  it('shows the plans under one h1, the FAQ and a link to a custom package', async () => {
    renderRoutes({ routes: pricingRoutes.map((route) => ({ ...route, path: `/${route.path}` })), initialEntries: ['/pricing'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your talent' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`Pricing | ${company.brand}`));
    for (const plan of plans) expect(screen.getByRole('heading', { level: 2, name: plan.name })).toBeTruthy();
    for (const question of ['What is included in the price?', 'What if a talent is not the right fit?', 'How long is the contract?', 'Are taxes included?']) {
      expect(screen.getByText(question)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Message us' }).getAttribute('href')).toBe('/message-us');
  });
});
