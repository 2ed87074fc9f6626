import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { renderRoutes } from '@/test/render';
import { franchiseRoutes } from './routes';

describe('/franchising', () => {
  it('introduces the franchise, links the template for download and numbers the steps', async () => {
    renderRoutes({ routes: franchiseRoutes, initialEntries: ['/franchising'] });

    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(title.textContent).toBe(`Run a ${company.brand} staffing office in your city`);
    for (const provided of ['Recruiting pipeline', 'Training', 'Brand', 'Billing platform']) {
      expect(screen.getByRole('heading', { level: 3, name: provided })).toBeTruthy();
    }

    const link = screen.getByRole('link', { name: 'Download the contract template' });
    expect(link.getAttribute('href')).toBe('/downloads/franchise-agreement-template.pdf');
    expect(link.hasAttribute('download')).toBe(true);

    const steps = screen.getByRole('region', { name: 'How to apply' }).querySelectorAll('ol > li');
    expect(steps).toHaveLength(6);
    expect(steps[5]?.textContent).toContain('two business days');
    expect(screen.getByRole('region', { name: 'Upload your signed contract' })).toBeTruthy();
  });
});
