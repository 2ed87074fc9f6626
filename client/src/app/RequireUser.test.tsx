import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_NOTICE } from '@/lib/session-ended';
import { admin, customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { accountBillingRoutes } from '@/features/billing/routes';
import { Layout } from './Layout';
import { RequireAdmin } from './RequireAdmin';
import { RequireCustomer } from './RequireCustomer';
import { RequireTalent } from './RequireTalent';
import { RequireUser } from './RequireUser';

// These tests open the admin home, whose charts load recharts by themselves; loaded here first, they are not
// still loading when a test's page is torn down, which would leave the module broken for the next file in this worker.
beforeAll(() => import('@/features/admin-home/charts/AdminCharts'));

const routes = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: 'login', element: <p>Login page</p> },
      { path: 'culture', element: <p>Culture page</p> },
      { element: <RequireAdmin />, children: [{ path: 'admin', element: <p>Admin home</p> }] },
      { element: <RequireUser />, children: [{ path: 'subscription', element: <p>Subscriptions page</p> }] },
      { element: <RequireUser />, children: [{ path: 'account/security', element: <p>Account security page</p> }] },
      { element: <RequireCustomer />, children: [{ path: 'team', element: <p>Team page</p> }] },
      { element: <RequireTalent />, children: [{ path: 'my-work', element: <p>My work page</p> }] },
    ],
  },
];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('RequireUser', () => {
  it('sends a visitor to the login route, remembering the page and its query', async () => {
    const { router } = renderRoutes({ routes, initialEntries: ['/subscription?page=3'] });
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/subscription?page=3')}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('asks a visitor to log in on every guarded page (admin, customer, talent, account), remembering the page', async () => {
    for (const path of ['/admin', '/subscription', '/team', '/my-work', '/account/security']) {
      const { router, unmount } = renderRoutes({ routes, initialEntries: [path] });
      expect(await screen.findByText('Login page')).toBeTruthy();
      expect(router.state.location.search, path).toBe(`?next=${encodeURIComponent(path)}`);
      unmount();
    }
  });

  it('shows the page to a customer and to an admin', async () => {
    renderRoutes({ routes, initialEntries: ['/subscription'], user: customer });
    expect(await screen.findByText('Subscriptions page')).toBeTruthy();
  });

  it('logging out on a guarded page goes home, not to the login panel', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/subscription'], user: admin });
    await screen.findByText('Subscriptions page');
    await user.click(screen.getAllByRole('button', { name: /Logout/ })[0]!);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logging out on an admin page leaves it for home', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/admin'], user: admin });
    await screen.findByText('Admin home');
    await user.click(screen.getAllByRole('button', { name: /Logout/ })[0]!);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logging out on a public page stays there', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/culture'], user: customer });
    await screen.findByText('Culture page');
    await user.click(screen.getAllByRole('button', { name: /Logout/ })[0]!);
    await screen.findAllByRole('button', { name: 'Log in' });
    expect(screen.getByText('Culture page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/culture');
  });

  it('stays on the page and offers to log in again when the server ends the session', async () => {
    stubFetch(async () => jsonResponse(401, { code: 'auth.invalid_token', message: 'Unauthorized', error: 'Unauthorized' }));
    const { router } = renderRoutes({
      routes: [{ path: '/', element: <Layout />, children: [{ element: <RequireUser />, children: accountBillingRoutes }] }],
      initialEntries: ['/subscription'],
      user: customer,
    });
    expect((await screen.findAllByText(SESSION_ENDED_NOTICE, {}, { timeout: 4000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/subscription');
  }, 10_000);
});
