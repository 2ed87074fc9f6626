import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, renderRoutes } from '@/test/render';
import { buildAdminJob, jsonResponse, statusResponse, stubApi } from '@/test/api-stubs';
import { AdminJobPage } from './AdminJobPage';

const { applicantCount: _count, ...inactiveJob } = buildAdminJob({ _id: 'job-7', title: 'Night Shift Bookkeeper', isActive: false, training: [] });

function renderPage(id = 'job-7') {
  return renderRoutes({
    routes: [
      { path: '/adminjobspage/:id', element: <AdminJobPage /> },
      { path: '/job/:id/applicants', element: <p>Applicants screen</p> },
    ],
    initialEntries: [`/adminjobspage/${id}`],
    user: admin,
  });
}

describe('AdminJobPage', () => {
  it("shows an inactive job to the admin with its switch, its applicants and no link to the public page", async () => {
    const api = stubApi({ 'GET /api/v1/jobs/job-7': () => jsonResponse(200, { job: inactiveJob }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Shift Bookkeeper' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Inactive/ }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Hidden from the job board: visitors cannot open it.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View on the job board' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Training' }).nextElementSibling?.textContent).toBe('None listed.');
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(`Bearer ${admin.token}`);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Applicants' }));
    expect(await screen.findByText('Applicants screen')).toBeTruthy();
  });

  it('says the job is not found when the server answers 404', async () => {
    stubApi({ 'GET /api/v1/jobs/gone': () => statusResponse(404, 'Not Found') });
    renderPage('gone');
    expect((await screen.findByRole('alert')).textContent).toBe('Job not found.');
  });
});
