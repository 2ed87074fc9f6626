import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, customer, renderRoutes } from '@/test/render';
import { RequireAdmin } from './RequireAdmin';

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/account/security', element: <p>Account security</p> },
  { element: <RequireAdmin />, children: [{ path: '/applicants', element: <p>Admin applicants</p> }] },
];

describe('RequireAdmin', () => {
  it('sends a visitor to the login route, to come back once logged in, replacing the history entry', async () => {
    const { router } = renderRoutes({ routes, initialEntries: ['/applicants?status=new'] });
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.queryByText('Admin applicants')).toBeNull();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/applicants?status=new')}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in customer home', async () => {
    renderRoutes({ routes, initialEntries: ['/applicants'], user: customer });
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Admin applicants')).toBeNull();
  });

  it('lets an admin see the route', async () => {
    renderRoutes({ routes, initialEntries: ['/applicants'], user: admin });
    expect(await screen.findByText('Admin applicants')).toBeTruthy();
  });

  it('sends an admin who must still set up two-step sign-in to the account security page', async () => {
    renderRoutes({ routes, initialEntries: ['/applicants'], user: { ...admin, secondFactorEnrolmentRequired: true } });
    expect(await screen.findByText('Account security')).toBeTruthy();
    expect(screen.queryByText('Admin applicants')).toBeNull();
  });

  it('also guards children passed directly', async () => {
    renderRoutes({
      routes: [
        { path: '/', element: <p>Home page</p> },
        { path: '/payments', element: <RequireAdmin><p>Payments</p></RequireAdmin> },
      ],
      initialEntries: ['/payments'],
      user: customer,
    });
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
