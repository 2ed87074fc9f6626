import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '@/app/Layout';
import { RequireAdmin } from '@/app/RequireAdmin';
import { RequireUser } from '@/app/RequireUser';
import { admin, customer, jsonResponse, renderRoutes, sentBody, stubFetch } from '@/test/render';
import { HomeRoute } from './HomeRoute';
import { LoginRoute } from './LoginRoute';

// These tests open the admin home, whose charts load recharts by themselves; loaded here first, they are not
// still loading when a test's page is torn down, which would leave the module broken for the next file in this worker.
beforeAll(() => import('@/features/admin-home/charts/AdminCharts'));

// The panel's code (forms, schemas) downloads when it first opens: allow for a busy machine.
const panelLoad = { timeout: 5_000 };

const routes = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'culture', element: <p>Culture page</p> },
      { element: <RequireUser />, children: [{ path: 'subscription', element: <p>Subscriptions page</p> }] },
      {
        element: <RequireAdmin />,
        children: [
          { path: 'admin', element: <p>Admin home</p> },
          { path: 'applicants', element: <p>Applicants page</p> },
        ],
      },
    ],
  },
];

/** The real home page at / and under /login, where the title comes from. */
const homeRoutes = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <LoginRoute /> },
    ],
  },
];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', undefined, panelLoad);
  await user.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'correct-horse');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it("has its own tab title over the home page ('Log in'), and the home page's once the panel is closed", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes: homeRoutes, initialEntries: ['/login'] });
    const dialog = await screen.findByRole('dialog', undefined, panelLoad);
    expect(document.title).toBe('Log in | Bayanihan Remote');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.title).toBe('Bayanihan Remote — Remote Staffing from the Philippines'));
  });

  it('opens the login panel over the home page and, once logged in, returns to ?next=', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, customer));
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/login?next=%2Fsubscription%3Fpage%3D2'] });

    expect(within(await screen.findByRole('dialog', undefined, panelLoad)).getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    await logIn(user);

    expect(await screen.findByText('Subscriptions page')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/subscription?page=2');
    expect(sentBody(fetchMock)).toEqual({ email: 'casey@example.com', password: 'correct-horse' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor opening a signed-in page is sent to /login and comes back after logging in', async () => {
    stubFetch(async () => jsonResponse(200, customer));
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/subscription'] });

    await logIn(user);
    expect(await screen.findByText('Subscriptions page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('goes home after logging in when next is missing or points to another site', async () => {
    stubFetch(async () => jsonResponse(200, customer));
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/login?next=//evil.example/x'] });
    await logIn(user);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('closing the panel without logging in leaves the visitor on the home page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/login?next=/subscription'] });
    await screen.findByRole('dialog', undefined, panelLoad);
    await user.click(screen.getByRole('button', { name: 'Close login panel' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link from the warning e-mail resets the sign-in attempts once and says so above the form', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { message: 'Sign-in attempts on your account were reset. You can log in now.' }));
    const { router } = renderRoutes({ routes, initialEntries: ['/login?unlock=unlock-token-1&next=%2Fsubscription'] });

    const dialog = await screen.findByRole('dialog', undefined, panelLoad);
    const notice = await within(dialog).findByRole('status');
    expect(notice.textContent).toBe('Sign-in attempts on your account were reset. You can log in now.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/login-unlock');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ token: 'unlock-token-1' });
    // The spent token leaves the address (a reload would only be refused); ?next= stays.
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?next=%2Fsubscription');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('says so when the link has expired or was used', async () => {
    const message = 'This link has expired or was already used.';
    stubFetch(async () => jsonResponse(404, { code: 'auth.unlock_token_not_found', message, error: message }));
    renderRoutes({ routes, initialEntries: ['/login?unlock=spent-token'] });

    const dialog = await screen.findByRole('dialog', undefined, panelLoad);
    expect((await within(dialog).findByRole('status')).textContent).toBe(message);
  });

  it('sends a user who is already signed in straight on', async () => {
    const { router } = renderRoutes({ routes, initialEntries: ['/login?next=/subscription'], user: customer });
    expect(await screen.findByText('Subscriptions page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('where a login lands, by role', () => {
  it('an admin lands on the admin home, from /login or from the panel on a public page', async () => {
    stubFetch(async () => jsonResponse(200, admin));
    const user = userEvent.setup();
    const fromLogin = renderRoutes({ routes, initialEntries: ['/login'] });
    await logIn(user);
    expect(await screen.findByText('Admin home')).toBeTruthy();
    expect(fromLogin.router.state.location.pathname).toBe('/admin');
    fromLogin.unmount();
    localStorage.clear();

    const fromPage = renderRoutes({ routes, initialEntries: ['/culture'] });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Login' }));
    await logIn(user);
    expect(await screen.findByText('Admin home')).toBeTruthy();
    expect(fromPage.router.state.location.pathname).toBe('/admin');
  });

  it('a visitor opening an admin page is asked to log in and, as an admin, comes back to it', async () => {
    stubFetch(async () => jsonResponse(200, admin));
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/applicants?page=2'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/applicants?page=2')}`);
    await logIn(user);
    expect(await screen.findByText('Applicants page')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/applicants?page=2');
  });

  it('a customer stays on the page they logged in on', async () => {
    stubFetch(async () => jsonResponse(200, customer));
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/culture'] });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Login' }));
    await logIn(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Culture page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/culture');
  });
});
