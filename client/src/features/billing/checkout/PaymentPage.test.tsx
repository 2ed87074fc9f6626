import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { storeSession } from '@/lib/storage';
import { readSubscription } from '@/lib/subscription';
import { storeSubscription } from '@/lib/subscription-store';
import { customer, jsonResponse, sentBody, stubFetch } from '@/test/render';
import { PaymentFailurePage } from './PaymentFailurePage';
import { PaymentPage } from './PaymentPage';
import { seniorTechnicalAu } from './test-selection';

const selection = seniorTechnicalAu;

/** The page as the app renders it in development: inside <StrictMode>, which runs effects twice. */
function renderPaymentPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/payment', element: <PaymentPage /> },
      { path: '/payment-failure', element: <PaymentFailurePage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/payment'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return router;
}

function stubAssign() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}

describe('/payment', () => {
  it('sends exactly one checkout request under strict mode and goes to the answered url', async () => {
    storeSession(customer);
    storeSubscription(selection);
    const assign = stubAssign();
    const fetchMock = stubFetch(async () => jsonResponse(200, { url: 'https://checkout.example/pay/cs_1' }));
    renderPaymentPage();

    expect(screen.getByText('Preparing for your payment...')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/stripe/createSubscribe');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer customer-token');
    expect(sentBody(fetchMock)).toEqual(selection);
    expect(readSubscription()).toBeNull();
  });

  it('goes to /payment-failure on a non-OK answer and clears the selection', async () => {
    storeSession(customer);
    storeSubscription(selection);
    const assign = stubAssign();
    const fetchMock = stubFetch(async () => jsonResponse(502, { code: 'billing.unavailable', message: 'down', error: 'down' }));
    const router = renderPaymentPage();

    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/payment-failure?reason=failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
    expect(readSubscription()).toBeNull();
  });

  it('goes to /payment-failure when the request cannot be sent', async () => {
    storeSession(customer);
    storeSubscription(selection);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPaymentPage();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(readSubscription()).toBeNull();
  });

  it('without a chosen subscription goes home after half a second, replacing history, and sends nothing', async () => {
    storeSession(customer);
    const fetchMock = stubFetch(async () => jsonResponse(200, { url: 'https://checkout.example' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const router = renderPaymentPage();
      await vi.advanceTimersByTimeAsync(400);
      expect(router.state.location.pathname).toBe('/payment');
      await vi.advanceTimersByTimeAsync(150);
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends someone who never logged in to the login panel, keeping the chosen plan and showing no error', async () => {
    storeSubscription(selection);
    const fetchMock = stubFetch(async () => jsonResponse(200, { url: 'https://checkout.example' }));
    const router = renderPaymentPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/payment')}`);
    expect(screen.queryByText(/Missing authentication token/)).toBeNull();
    expect(readSubscription()).toEqual(selection);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spec text when the stored user cannot be read', async () => {
    window.localStorage.setItem('user', '{not json');
    storeSubscription(selection);
    stubFetch(async () => jsonResponse(200, { url: 'https://checkout.example' }));
    renderPaymentPage();
    expect(await screen.findByText('Error: Invalid user data in local storage')).toBeTruthy();
  });

  it('after a failure, Retry Payment sends the same plan to checkout again', async () => {
    storeSession(customer);
    storeSubscription(selection);
    const assign = stubAssign();
    let attempt = 0;
    const fetchMock = stubFetch(async () => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(502, { code: 'billing.unavailable', message: 'down', error: 'down' })
        : jsonResponse(200, { url: 'https://checkout.example/pay/cs_2' });
    });
    renderPaymentPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Retry Payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_2'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(fetchMock, 1)).toEqual(selection);
  });
});
