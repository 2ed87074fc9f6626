import { act, screen, waitFor, within } from '@testing-library/react';
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

  it("closes the form on success and, on the same page, says what happens next: the site's own confirmation, no native alert", async () => {
    const user = userEvent.setup();
    stubFetch(async () => jsonResponse(200, { job: buildJob({ _id: 'j1', title: 'Medical Billing Specialist' }) }));
    const xhr = installFakeXhr();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router } = renderRoutes({ routes, initialEntries: ['/application/j1'] });
    await screen.findByRole('heading', { level: 1 });
    await fillApplication(user, { backgroundCheck: 'Yes' });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(xhr.last().body?.get('isWillingForBackgroundCheck')).toBe('true');
    await act(async () => xhr.last().respond(201, { message: 'ok', applicantId: 'a1' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Application submitted successfully!' });
    expect(document.activeElement).toBe(heading);
    const confirmation = screen.getByRole('region', { name: 'Application submitted successfully!' });
    expect(confirmation.textContent).toContain('Thank you, Maria. Your application for Medical Billing Specialist is with our recruiters.');
    expect(within(confirmation).getByRole('heading', { level: 3, name: 'What happens next' })).toBeTruthy();
    expect(within(confirmation).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'We are sending a confirmation to maria.santos@example.com.',
      'Our recruiters review every application and will contact you by e-mail if your profile matches the role.',
    ]);
    expect(within(confirmation).getByRole('link', { name: 'See other open jobs' }).getAttribute('href')).toBe('/career');
    expect(screen.queryByRole('form', { name: 'Job application' })).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/application/j1');
  });
});
