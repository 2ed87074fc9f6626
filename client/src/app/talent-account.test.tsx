import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@contract/users';
import { messages } from '@contract/users';
import { admin, customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { Layout } from './Layout';
import { NotForTalents, RequireCustomer } from './RequireCustomer';
import { RequireTalent } from './RequireTalent';
import { LoginRoute } from './routes/LoginRoute';

const talent: SessionUser = { id: 't-1', name: 'Maria Santos', email: 'maria@example.com', isAdmin: false, isTalent: true, token: 'talent-token' };

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
      { element: <RequireTalent />, children: [{ path: 'my-work', element: <p>My work page</p> }] },
      { element: <RequireCustomer />, children: [{ path: 'subscription', element: <p>Subscriptions page</p> }, { path: 'team', element: <p>Team page</p> }] },
      { element: <NotForTalents />, children: [{ path: 'payment', element: <p>Checkout page</p> }] },
    ],
  },
];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe("a talent's account in the browser", () => {
  it('opens My work, and is told in the server’s words that customer pages and checkout are for customers', async () => {
    renderRoutes({ routes, initialEntries: ['/my-work'], user: talent });
    expect(await screen.findByText('My work page')).toBeTruthy();

    for (const path of ['/subscription', '/team', '/payment']) {
      const { unmount } = renderRoutes({ routes, initialEntries: [path], user: talent });
      expect(await screen.findByText(messages.customersOnly)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Open My work' }).getAttribute('href')).toBe('/my-work');
      expect(screen.queryByText(/Subscriptions page|Team page|Checkout page/)).toBeNull();
      unmount();
    }
  });

  it('keeps customers and admins on their pages, and tells them My work is for talents', async () => {
    for (const user of [customer, admin]) {
      const { unmount } = renderRoutes({ routes, initialEntries: ['/my-work'], user });
      expect(await screen.findByText(messages.talentsOnly)).toBeTruthy();
      expect(screen.queryByText('My work page')).toBeNull();
      unmount();
    }
    renderRoutes({ routes, initialEntries: ['/payment'], user: customer });
    expect(await screen.findByText('Checkout page')).toBeTruthy();
  });

  it('sends a visitor from My work to the login page, to come back once logged in', async () => {
    const { router } = renderRoutes({ routes, initialEntries: ['/my-work'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/my-work')}`);
    expect(screen.queryByText('My work page')).toBeNull();
  });

  it('shows a talent My work and Account security in the header, and no customer or admin menus', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, initialEntries: ['/culture'], user: talent });
    await screen.findByText('Culture page');
    for (const name of ['User', 'Page Admin', 'Transactions']) expect(screen.queryByRole('button', { name })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'My work' }).getAttribute('href')).toBe('/my-work');
    expect(screen.getByRole('link', { name: 'Account security' }).getAttribute('href')).toBe('/account/security');
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).toBeNull();
  });

  it('lands on My work after logging in, from the login page or from the panel on any page', async () => {
    stubFetch(async () => jsonResponse(200, talent));
    const user = userEvent.setup();
    const logIn = async () => {
      const dialog = await screen.findByRole('dialog', undefined, panelLoad);
      await user.type(within(dialog).getByLabelText('Email'), 'maria@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'maria-horse-1');
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    };
    const fromLogin = renderRoutes({ routes, initialEntries: ['/login'] });
    await logIn();
    expect(await screen.findByText('My work page')).toBeTruthy();
    expect(fromLogin.router.state.location.pathname).toBe('/my-work');
    fromLogin.unmount();
    localStorage.clear();

    const fromPage = renderRoutes({ routes, initialEntries: ['/culture'] });
    await screen.findByText('Culture page');
    await user.click(screen.getAllByRole('button', { name: 'Log in' })[0]!);
    await logIn();
    expect(await screen.findByText('My work page')).toBeTruthy();
    expect(fromPage.router.state.location.pathname).toBe('/my-work');
  });
});
