import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPanel } from '@/features/auth/LoginPanel';
import { admin, customer, jsonResponse, renderRoutes, renderWithProviders, stubFetch } from '@/test/render';
import { Navbar } from './Navbar';

function linkHref(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('Navbar', () => {
  it('offers a visitor the public links, Services and the country choice, and no account menus', () => {
    renderWithProviders(<Navbar />);
    expect(linkHref('About Us')).toBe('/about');
    expect(linkHref('Culture')).toBe('/culture');
    expect(linkHref('Careers')).toBe('/career');
    expect(linkHref('Bayanihan Remote home')).toBe('/');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Services' })).toBeTruthy();
    for (const name of ['Page Admin', 'Transactions', 'User', 'Logout']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it("opens the login panel from the header's Log in, as the footer's Login does", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Navbar />
        <LoginPanel />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(panel).getByLabelText('Email')).toBeTruthy();
  });

  it('offers a logged-in user no Log in, only Logout', () => {
    renderWithProviders(<Navbar />, { user: customer });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it("puts Careers and Log in in a visitor's phone menu; Log in closes the menu and opens the login panel", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Navbar />
        <LoginPanel />
      </>,
    );
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    const inMenu = within(document.getElementById(hamburger.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(inMenu.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/career');
    expect(inMenu.queryByRole('button', { name: 'Logout' })).toBeNull();
    await user.click(inMenu.getByRole('button', { name: 'Log in' }));
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('opens the Services dropdown with the six categories and their role links; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const button = screen.getByRole('button', { name: 'Services' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Virtual Assistants' })).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    for (const heading of ['Operations & Support', 'Digital Marketing', 'Sales', 'Accounting & Finance', 'Engineering & IT', 'Healthcare']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(linkHref('Virtual Assistants')).toBe('/services/virtual_assistants');
    expect(linkHref('Medical Coders')).toBe('/services/medical_coders');

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows an admin the unread counts on Page Admin and beside Inquiries, Messages and Applicants', async () => {
    const overview = { unreadInquiries: 2, unreadMessages: 1, newApplicants: 7, activeJobs: 4, franchiseApplications: 0, activeSubscriptions: 0, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 };
    const fetchMock = stubFetch(async () => jsonResponse(200, overview));
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { user: admin });
    const menu = await screen.findByRole('button', { name: 'Page Admin 3 unread' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/admin/overview');
    await user.click(menu);
    expect(linkHref('Overview')).toBe('/admin');
    expect(linkHref('Inquiries 2 unread')).toBe('/inquiries');
    expect(linkHref('Messages 1 unread')).toBe('/messages');
    expect(linkHref('Applicants 7 new')).toBe('/applicants');
    expect(linkHref('Franchise applications')).toBe('/franchise-applications');
  });

  it('asks a customer for no admin counts', () => {
    const fetchMock = stubFetch(async () => jsonResponse(403, {}));
    renderWithProviders(<Navbar />, { user: customer });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an admin the Page Admin and Transactions menus, not the User menu', async () => {
    // Nothing unread: the menu reads 'Page Admin' alone.
    stubFetch(async () => jsonResponse(200, { unreadInquiries: 0, unreadMessages: 0, newApplicants: 0, activeJobs: 0, franchiseApplications: 0, activeSubscriptions: 0, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 }));
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { user: admin });
    expect(screen.queryByRole('button', { name: 'User' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Page Admin' }));
    expect(linkHref('Jobs')).toBe('/adminjobspage');
    expect(linkHref('Applicants')).toBe('/applicants');
    expect(linkHref('Inquiries')).toBe('/inquiries');
    expect(linkHref('Messages')).toBe('/messages');
    expect(linkHref('Team Builder')).toBe('/teambuilder');
    expect(linkHref('Franchising')).toBe('/franchising');

    await user.click(screen.getByRole('button', { name: 'Transactions' }));
    expect(screen.queryByRole('link', { name: 'Jobs' })).toBeNull();
    expect(linkHref('Payments')).toBe('/payments');
    expect(linkHref('Subscriptions')).toBe('/subscription');
    expect(linkHref('Customers')).toBe('/customers');
    expect(linkHref('Refunds')).toBe('/refunds');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows an admin who must still set up two-step sign-in only Account > Account security, and asks for no admin counts', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(403, {}));
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { user: { ...admin, secondFactorEnrolmentRequired: true } });
    for (const name of ['Page Admin', 'Transactions', 'User']) expect(screen.queryByRole('button', { name })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(linkHref('Account security')).toBe('/account/security');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a customer User > Subscriptions and no admin menus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { user: customer });
    expect(screen.queryByRole('button', { name: 'Page Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transactions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'User' }));
    expect(linkHref('Subscriptions')).toBe('/subscription');
  });

  it('remembers the country choice in local storage (default US)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Navbar />);
    const select = screen.getByLabelText<HTMLSelectElement>('Country');
    expect(select.value).toBe('US');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['US', 'AU', 'CAN']);

    await user.selectOptions(select, 'AU');
    expect(localStorage.getItem('region')).toBe('AU');
    unmount();

    renderWithProviders(<Navbar />);
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('AU');
  });

  it('logs out on a public page: clears user and token and stays on that page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      routes: [{ path: '*', element: <Navbar /> }],
      initialEntries: ['/pricing?region=AU'],
      user: customer,
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pricing?region=AU');
    expect(screen.queryByRole('button', { name: 'User' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('has a hamburger menu with the same content for small screens', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { user: customer });
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    await user.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(hamburger.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const inMenu = within(menu as HTMLElement);
    expect(inMenu.getByRole('link', { name: 'About Us' })).toBeTruthy();
    expect(inMenu.getByRole('link', { name: 'Careers' })).toBeTruthy();
    expect(inMenu.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(inMenu.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(inMenu.getByRole('link', { name: 'Subscriptions' }).getAttribute('href')).toBe('/subscription');
    await user.click(inMenu.getByRole('button', { name: 'Services' }));
    expect(inMenu.getByRole('link', { name: 'Bookkeepers' }).getAttribute('href')).toBe('/services/bookkeepers');

    await user.click(inMenu.getByRole('link', { name: 'Bookkeepers' }));
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the phone menu as a modal dialog that Escape closes from anywhere in it, giving focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { user: customer });
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    // Escape from a control deep in the menu, not only from its first link.
    const services = within(menu).getByRole('button', { name: 'Services' });
    services.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(hamburger);
    expect(document.body.style.overflow).toBe('');

    await user.click(hamburger);
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });
});
