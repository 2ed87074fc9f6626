import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, customer, renderRoutes } from '@/test/render';
import { AdminOrCustomerView } from './AdminOrCustomerView';

const routes = [
  { path: '/account/security', element: <p>Account security</p> },
  { path: '/payments', element: <AdminOrCustomerView admin={<p>Every payment</p>} customer={<p>Your payments</p>} /> },
];

describe('AdminOrCustomerView', () => {
  it('shows a customer their own view', async () => {
    renderRoutes({ routes, initialEntries: ['/payments'], user: customer });
    expect(await screen.findByText('Your payments')).toBeTruthy();
  });

  it("shows an admin the admin's view", async () => {
    renderRoutes({ routes, initialEntries: ['/payments'], user: admin });
    expect(await screen.findByText('Every payment')).toBeTruthy();
  });

  it('sends an admin who must still set up two-step sign-in to set it up, showing neither view', async () => {
    const { router } = renderRoutes({ routes, initialEntries: ['/payments'], user: { ...admin, secondFactorEnrolmentRequired: true } });
    expect(await screen.findByText('Account security')).toBeTruthy();
    expect(screen.queryByText('Every payment')).toBeNull();
    expect(screen.queryByText('Your payments')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
