import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { plans } from '@contract/catalogues/plans';
import { stubApi } from '@/test/api-stubs';
import { jsonResponse, renderRoutes } from '@/test/render';
import { pricingRoutes } from './routes';

describe('/pricing', () => {
  beforeEach(() => {
    // The cards ask whether the online cap keeps room for tax.
    stubApi({ 'GET /api/v1/billing/online-order': () => jsonResponse(200, { taxIncluded: false }) });
  });

  it('shows the plans under one h1, the FAQ and a link to a custom package', async () => {
    renderRoutes({ routes: pricingRoutes.map((route) => ({ ...route, path: `/${route.path}` })), initialEntries: ['/pricing'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your talent' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`Pricing | ${company.brand}`));
    for (const plan of plans) expect(screen.getByRole('heading', { level: 2, name: plan.name })).toBeTruthy();
    for (const question of ['What is included in the price?', 'Which plan fits the experience I need?', 'What if a talent is not the right fit?', 'How long is the contract?', 'Are taxes included?']) {
      expect(screen.getByText(question)).toBeTruthy();
    }
    expect(screen.getByText(/^Junior plans are for talent with 0-2 years of experience and senior plans for 5\+ years\. Talent with 3-4 years/)).toBeTruthy();
    expect(screen.getAllByText(/0-2 years of experience \(3-4 years at the same rate\)/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Message us' }).getAttribute('href')).toBe('/message-us');
  });
});
