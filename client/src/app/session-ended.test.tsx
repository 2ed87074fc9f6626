import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginPanel } from '@/features/auth/LoginPanel';
import { tsr } from '@/lib/api-client';
import { loadErrorText } from '@/lib/api-errors';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { RequireAdmin } from './RequireAdmin';

/** An admin page reading the jobs list, as the real dashboards do. */
function JobsCount() {
  const jobs = tsr.jobs.listAllJobs.useQuery({ queryKey: ['jobs-count'], queryData: { auth: 'required' } });
  if (jobs.isError) return <p>{loadErrorText(jobs.error, 'failed')}</p>;
  return <p>{jobs.data ? `${jobs.data.body.jobs.length} jobs` : 'Loading jobs...'}</p>;
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <LoginPanel />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>Home page</p> },
      { element: <RequireAdmin />, children: [{ path: 'adminjobspage', element: <JobsCount /> }] },
    ],
  },
];

describe('an ended session', () => {
  it('signs the user out, opens the login panel with a notice, and carries on where they were after logging in', async () => {
    let tokenAccepted = false;
    stubFetch(async (url, init) => {
      if (url === '/api/v1/users/login') {
        tokenAccepted = true;
        return jsonResponse(200, { ...admin, token: 'fresh-token' });
      }
      const sent = new Headers(init?.headers).get('authorization');
      return tokenAccepted && sent === 'Bearer fresh-token'
        ? jsonResponse(200, { jobs: [] })
        : jsonResponse(401, { code: 'auth.invalid_token', message: 'Invalid token', error: 'Invalid token' });
    });
    const { router } = renderRoutes({ routes, initialEntries: ['/adminjobspage'], user: admin });

    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(panel.textContent).toContain('Your session has ended. Please log in again.');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByText(/401/)).toBeNull();
    expect(router.state.location.pathname).toBe('/adminjobspage');

    await userEvent.type(within(panel).getByLabelText('Email'), admin.email);
    await userEvent.type(within(panel).getByLabelText('Password'), 'correct-horse');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('0 jobs')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/adminjobspage');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
