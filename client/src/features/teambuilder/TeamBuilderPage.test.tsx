import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { teambuilderRoutes } from './routes';

describe('/teambuilder', () => {
  it('shows the hero, the three claims, the why-us checklist and the quote form', async () => {
    renderRoutes({ routes: teambuilderRoutes, initialEntries: ['/teambuilder'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Build your remote team' }, { timeout: 20000 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const claims = screen.getByRole('region', { name: 'Results our clients count on' });
    expect(claims.textContent).toContain('75%');
    expect(claims.textContent).toContain('98%+ retention');
    expect(claims.textContent).toContain('Over 10 years');
    const whyUs = screen.getByRole('region', { name: /Why build your team with/ });
    const reasons = whyUs.querySelectorAll('ul')[0]!.querySelectorAll('li');
    expect(reasons.length).toBeGreaterThanOrEqual(6);
    expect(reasons.length).toBeLessThanOrEqual(8);
    expect(screen.getByRole('region', { name: 'Request a quote' }).contains(await screen.findByLabelText('Number of staff'))).toBe(true);
    await waitFor(() => expect(document.title).toContain('Build your remote team'));
  });
});
