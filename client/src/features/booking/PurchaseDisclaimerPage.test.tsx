import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { largeOrder } from '@contract/catalogues/plans';
import { useLoginPanel } from '@/lib/login-panel';
import { storeSubscription } from '@/lib/subscription-store';
import { stubApi } from '@/test/api-stubs';
import { customer, jsonResponse, renderRoutes } from '@/test/render';
import { LOGIN_REQUIRED } from './ProceedToPayment';
import { PurchaseDisclaimerPage } from './PurchaseDisclaimerPage';
import { juniorTechnical } from './test-subscription';

/** Stands in for the layout's login panel: shows whether a page asked it to open. */
function LoginPanelProbe() {
  const { isOpen } = useLoginPanel();
  return isOpen ? <p>Login panel is open</p> : null;
}

function renderDisclaimer(options: { loggedIn: boolean }) {
  return renderRoutes({
    initialEntries: ['/purchasedisclaimer'],
    ...(options.loggedIn ? { user: customer } : {}),
    routes: [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/purchasedisclaimer',
        element: (
          <>
            <PurchaseDisclaimerPage />
            <LoginPanelProbe />
          </>
        ),
      },
      { path: '/payment', element: <p>Payment page</p> },
    ],
  });
}

/** The site's answer to whether the online cap keeps room for tax (STRIPE_TAX). */
const onlineOrder = (taxIncluded: boolean) => stubApi({ 'GET /api/v1/billing/online-order': () => jsonResponse(200, { taxIncluded }) });

describe('PurchaseDisclaimerPage', () => {
  beforeEach(() => {
    onlineOrder(false);
  });

  it('redirects to / replacing history when no subscription is stored', async () => {
    const { router } = renderDisclaimer({ loggedIn: true });
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('has the spec headings and the support e-mail', () => {
    storeSubscription(juniorTechnical);
    renderDisclaimer({ loggedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Service Purchase Disclaimer' })).toBeTruthy();
    for (const name of ['Disclaimer', 'Service Purchase Terms', 'Contact Information']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: company.helpEmail }).getAttribute('href')).toBe(`mailto:${company.helpEmail}`);
  });

  it('names the chosen plan’s rate for extra and weekend hours in its region before the buyer accepts', () => {
    storeSubscription(juniorTechnical);
    const { unmount } = renderDisclaimer({ loggedIn: true });
    // Junior Technical is $2,000 a month in the US: $2,000 ÷ 173.33 h × 1.5 = $17.31.
    const point = screen.getByText(/are billed as extra and weekend hours at/);
    expect(point.textContent).toContain('and any hours on Saturday or Sunday, are billed as extra and weekend hours at $17.31 an hour per talent');
    expect(point.textContent).toContain('added to your next invoice once the week’s timesheet is approved');
    expect(screen.queryByText(/quoted separately/)).toBeNull();
    unmount();

    storeSubscription({ ...juniorTechnical, role: 'sr_technical', region: 'AU', currency: 'aud' });
    renderDisclaimer({ loggedIn: true });
    expect(screen.getByText(/are billed as extra and weekend hours at/).textContent).toContain('at AUD 28.30 an hour per talent');
  });

  it('enables Proceed to payment for a logged-in user once the box is checked, and goes to /payment', async () => {
    storeSubscription(juniorTechnical);
    const user = userEvent.setup();
    const { router } = renderDisclaimer({ loggedIn: true });
    const proceed = screen.getByRole('button', { name: 'Proceed to payment' });
    expect(proceed).toHaveProperty('disabled', true);

    await user.click(screen.getByLabelText('I have read and accept the disclaimer.'));
    expect(proceed).toHaveProperty('disabled', false);
    await user.click(screen.getByLabelText('I have read and accept the disclaimer.'));
    expect(proceed).toHaveProperty('disabled', true);

    await user.click(screen.getByLabelText('I have read and accept the disclaimer.'));
    await user.click(proceed);
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('asks a visitor to log in instead, and that button opens the login panel', async () => {
    storeSubscription(juniorTechnical);
    const user = userEvent.setup();
    const { router } = renderDisclaimer({ loggedIn: false });
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).toBeNull();

    await user.click(screen.getByLabelText('I have read and accept the disclaimer.'));
    const login = screen.getByRole('button', { name: LOGIN_REQUIRED });
    expect(LOGIN_REQUIRED).toBe('User login is required. Please log in or create an account to proceed.');
    expect(screen.queryByText('Login panel is open')).toBeNull();
    await user.click(login);
    expect(screen.getByText('Login panel is open')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/purchasedisclaimer');
  });

  it('keeps Proceed to payment disabled for an order past the online cap, and links the Teambuilder form', async () => {
    storeSubscription({ ...juniorTechnical, role: 'sr_technical', billingCycle: 'yearly', noOfRoles: 39 });
    const user = userEvent.setup();
    renderDisclaimer({ loggedIn: true });
    expect(screen.getByText(largeOrder.message, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: largeOrder.quoteLink }).getAttribute('href')).toBe('/teambuilder');
    await user.click(screen.getByLabelText('I have read and accept the disclaimer.'));
    expect(screen.getByRole('button', { name: 'Proceed to payment' })).toHaveProperty('disabled', true);
  });

  it('with tax on, also holds back an order that fits only before tax (US Senior Technical yearly, 35 talents)', async () => {
    onlineOrder(true);
    storeSubscription({ ...juniorTechnical, role: 'sr_technical', billingCycle: 'yearly', noOfRoles: 35 });
    const user = userEvent.setup();
    renderDisclaimer({ loggedIn: true });
    expect(await screen.findByText(largeOrder.message, { exact: false })).toBeTruthy();
    await user.click(screen.getByLabelText('I have read and accept the disclaimer.'));
    expect(screen.getByRole('button', { name: 'Proceed to payment' })).toHaveProperty('disabled', true);
  });
});
