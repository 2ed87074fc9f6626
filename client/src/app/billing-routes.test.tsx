import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { routes } from './router';

describe('billing routes in the app', () => {
  it('/payment-failure loads without the navbar and footer', async () => {
    renderRoutes({ routes, initialEntries: ['/payment-failure'] });
    expect(await screen.findByRole('heading', { name: 'Payment Canceled' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/payment-success loads without the navbar and footer', async () => {
    stubFetch(async () => jsonResponse(200, { status: 'paid', subscriptionId: 'sub_1' }));
    renderRoutes({ routes, initialEntries: ['/payment-success?session_id=cs_1'], user: customer });
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/payment keeps the navbar but not the footer', async () => {
    renderRoutes({ routes, initialEntries: ['/payment'] });
    expect(await screen.findByText('Preparing for your payment...')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/login is a page of its own now, not the not-found page', async () => {
    renderRoutes({ routes, initialEntries: ['/login'] });
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });

  it('/customers and /refunds send a customer home', async () => {
    stubFetch(async () => jsonResponse(200, { customers: [], total: 0 }));
    const { router } = renderRoutes({ routes, initialEntries: ['/refunds'], user: customer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/customers opens for an admin', async () => {
    stubFetch(async () => jsonResponse(200, { customers: [], total: 0 }));
    renderRoutes({ routes, initialEntries: ['/customers'], user: admin });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard - Customers' }, { timeout: 5000 })).toBeTruthy();
  });

  it('/subscription sends a visitor to the login panel', async () => {
    const { router } = renderRoutes({ routes, initialEntries: ['/subscription'] });
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fsubscription');
  });
});
