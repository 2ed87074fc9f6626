import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { readJson, storageKeys } from '@/lib/storage';
import { readSubscription, setSubscriptionAsideForRetry } from '@/lib/subscription';
import { customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { PaymentFailurePage } from './PaymentFailurePage';
import { PaymentSuccessPage } from './PaymentSuccessPage';
import { seniorTechnicalAu } from './test-selection';

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/payment', element: <p>Payment page</p> },
  { path: '/subscription', element: <p>Subscriptions page</p> },
  { path: '/payment-success', element: <PaymentSuccessPage /> },
  { path: '/payment-failure', element: <PaymentFailurePage /> },
];

describe('/payment-success', () => {
  it('thanks the customer, confirms the checkout session once, and links home, to Your team and to the subscriptions', async () => {
    setSubscriptionAsideForRetry(seniorTechnicalAu);
    const fetchMock = stubFetch(async () => jsonResponse(200, { status: 'paid', subscriptionId: 'sub_1' }));
    renderRoutes({ routes, initialEntries: ['/payment-success?session_id=cs_test_1'], user: customer });

    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText(/Thank you for your purchase/)).toBeTruthy();
    expect(screen.getByText('An email confirmation will follow shortly.')).toBeTruthy();
    expect(await screen.findByText('Your subscription is active.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/stripe/checkout-sessions/cs_test_1/confirm');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer customer-token');
    expect(screen.getByRole('link', { name: 'Go back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Your team' }).getAttribute('href')).toBe('/team');
    expect(screen.getByRole('link', { name: 'View my subscriptions' }).getAttribute('href')).toBe('/subscription');
    // Paid: nothing is left for 'Retry Payment' to restore.
    expect(readJson(storageKeys.checkoutSelection)).toBeNull();
  });

  it('still thanks the customer when the confirmation fails (the webhook records the payment)', async () => {
    stubFetch(async () => jsonResponse(404, { code: 'x', message: 'Not found', error: 'Not found' }));
    renderRoutes({ routes, initialEntries: ['/payment-success?session_id=cs_other'], user: customer });
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Your subscription is active.')).toBeNull());
  });

  it('says a pending payment will show up shortly', async () => {
    stubFetch(async () => jsonResponse(200, { status: 'pending', subscriptionId: null }));
    renderRoutes({ routes, initialEntries: ['/payment-success?session_id=cs_pending'], user: customer });
    expect(await screen.findByText(/still being processed/)).toBeTruthy();
  });

  it('sends nothing without a session id', () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { status: 'paid', subscriptionId: 'sub_1' }));
    renderRoutes({ routes, initialEntries: ['/payment-success'], user: customer });
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/payment-failure', () => {
  it('tells a canceled checkout (the provider’s Cancel, bare) that nothing was charged, with the help address and a way home', () => {
    renderRoutes({ routes, initialEntries: ['/payment-failure'], user: customer });
    expect(screen.getByRole('heading', { name: 'Payment Canceled' })).toBeTruthy();
    expect(screen.getByText('You left the checkout before the payment went through, so nothing was charged. If your card was declined there, you can try again with another card.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@bayanihanremote.com' }).getAttribute('href')).toBe('mailto:hello@bayanihanremote.com');
    expect(company.helpEmail).toBe('hello@bayanihanremote.com');
    expect(screen.getByRole('link', { name: 'Go back to Home' }).getAttribute('href')).toBe('/');
  });

  it('tells a checkout that could not be started that it failed, in its own words', () => {
    renderRoutes({ routes, initialEntries: ['/payment-failure?reason=failed'], user: customer });
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Your payment could not be started, so nothing was charged. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/cancel/i)).toBeNull();
    expect(screen.getByRole('link', { name: company.helpEmail }).getAttribute('href')).toBe(`mailto:${company.helpEmail}`);
    expect(screen.getByRole('link', { name: 'Retry Payment' }).getAttribute('href')).toBe('/payment');
  });

  it('Retry Payment puts the plan sent to checkout back and goes to /payment', async () => {
    setSubscriptionAsideForRetry(seniorTechnicalAu);
    expect(readSubscription()).toBeNull();
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, initialEntries: ['/payment-failure'], user: customer });

    await user.click(screen.getByRole('link', { name: 'Retry Payment' }));
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment');
    expect(readSubscription()).toEqual(seniorTechnicalAu);
  });
});
