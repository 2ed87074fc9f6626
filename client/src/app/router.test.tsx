import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { routes } from './router';

describe('app routes', () => {
  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderRoutes({ routes, initialEntries: ['/no-such-page'] });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested page could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('loads the password reset page for /resetpassword/:token', async () => {
    stubFetch(async () => jsonResponse(200, { email: 'casey@example.com' }));
    renderRoutes({ routes, initialEntries: ['/resetpassword/abc'] });
    expect(await screen.findByRole('heading', { name: 'Reset password for: casey@example.com' })).toBeTruthy();
  });
});
