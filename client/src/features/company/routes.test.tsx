import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { companyRoutes } from './routes';

const pages = [
  { path: '/about', h1: /The story of/ },
  { path: '/aboutteam', h1: /The people behind/ },
  { path: '/culture', h1: 'We lift together' },
  { path: '/privacypolicy', h1: 'Privacy Policy' },
];

describe('company routes', () => {
  it.each(pages)('$path renders its page with a single h1', async ({ path, h1 }) => {
    renderRoutes({ routes: [{ path: '/', children: companyRoutes }], initialEntries: [path] });
    // The first lazy import compiles the page module, which can take a while in a cold run.
    expect(await screen.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('/about has the #history section', async () => {
    renderRoutes({ routes: [{ path: '/', children: companyRoutes }], initialEntries: ['/about'] });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(document.getElementById('history')?.tagName).toBe('SECTION');
  });

  it('/aboutteam shows the leaders and the three support teams', async () => {
    renderRoutes({ routes: [{ path: '/', children: companyRoutes }], initialEntries: ['/aboutteam'] });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    for (const team of ['Recruiters', 'Account managers', 'IT & compliance']) {
      expect(screen.getByRole('heading', { level: 3, name: team })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Maria Santos-Reyes' })).toBeTruthy();
  });
});
