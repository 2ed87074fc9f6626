import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { company } from '@contract/catalogues/company';
import { installFakeXhr } from '@/test/fake-xhr';
import { jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { buildJob } from '@/features/careers/test-jobs';
import { ApplicationPage } from './ApplicationPage';
import { fillApplication } from './test-application';

const routes = [
  { path: 'application/:id', Component: ApplicationPage },
  { path: 'job/:id', element: <p>Job description page</p> },
];

describe('ApplicationPage (/application/:id)', () => {
  it('loads the job title first', async () => {
    stubFetch(async () => jsonResponse(200, { job: buildJob({ _id: 'j1', title: 'Medical Billing Specialist' }) }));
    renderRoutes({ routes, initialEntries: ['/application/j1'] });
    expect(screen.getByText('Loading job details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Medical Billing Specialist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the job description' }).getAttribute('href')).toBe('/job/j1');
    // The tab title is set after the page renders.
    await waitFor(() => expect(document.title).toBe(`Apply: Medical Billing Specialist | Careers | ${company.brand}`));
  });

  it('says Job not found. for an unknown job, and Failed to fetch job data. otherwise', async () => {
    stubFetch(async () => jsonResponse(404, { message: 'Job not found.' }));
    const first = renderRoutes({ routes, initialEntries: ['/application/nope'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found.' })).toBeTruthy();
    first.unmount();
    stubFetch(async () => jsonResponse(503, {}));
    renderRoutes({ routes, initialEntries: ['/application/j1'] });
    expect(await screen.findByText('Failed to fetch job data.')).toBeTruthy();
  });

  it('closes back to the job after a successful application', async () => {
    const user = userEvent.setup();
    stubFetch(async () => jsonResponse(200, { job: buildJob({ _id: 'j1' }) }));
    const xhr = installFakeXhr();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router } = renderRoutes({ routes, initialEntries: ['/application/j1'] });
    await screen.findByRole('heading', { level: 1 });
    await fillApplication(user, { backgroundCheck: 'Yes' });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(xhr.last().body?.get('isWillingForBackgroundCheck')).toBe('true');
    await act(async () => xhr.last().respond(201, { message: 'ok', applicantId: 'a1' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Application submitted successfully!'));
    expect(router.state.location.pathname).toBe('/job/j1');
    expect(screen.getByText('Job description page')).toBeTruthy();
  });
});
