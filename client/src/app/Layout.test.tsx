import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { Layout } from './Layout';

function renderAt(path: string) {
  renderRoutes({ routes: [{ path: '/', element: <Layout />, children: [{ path: '*', element: <p>Page</p> }] }], initialEntries: [path] });
}

const hasNavbar = () => screen.queryByRole('navigation', { name: 'Main' }) !== null;
const hasFooter = () => screen.queryByRole('contentinfo') !== null;

describe('Layout', () => {
  it('shows navbar and footer on ordinary pages', async () => {
    renderAt('/culture');
    expect(screen.getByText('Page')).toBeTruthy();
    expect(hasNavbar()).toBe(true);
    // The footer's code is a chunk of its own (ui/deferred-part): it shows once that has loaded.
    await waitFor(() => expect(hasFooter()).toBe(true));
  });

  it.each(['/checkout', '/payment-success', '/payment-failure'])('hides navbar and footer on %s', (path) => {
    renderAt(path);
    expect(hasNavbar()).toBe(false);
    expect(hasFooter()).toBe(false);
  });

  it('hides only the footer on /payment', () => {
    renderAt('/payment');
    expect(hasNavbar()).toBe(true);
    expect(hasFooter()).toBe(false);
  });
});
