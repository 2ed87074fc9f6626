import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, renderRoutes } from '@/test/render';
import { buildAdminJob, callsTo, jsonResponse, statusResponse, stubApi } from '@/test/api-stubs';
import { AdminJobsPage } from './AdminJobsPage';

const jobs = [
  buildAdminJob({ _id: 'job-1', title: 'Customer Support Representative', isActive: true, applicantCount: 3 }),
  buildAdminJob({ _id: 'job-2', title: 'Bookkeeper', isActive: false, type: 'Hybrid', postingDate: '2025-01-10T20:00:00.000Z', applicantCount: 1 }),
];

function renderPage(entry = '/adminjobspage', user = admin) {
  return renderRoutes({
    routes: [
      { path: '/adminjobspage', element: <AdminJobsPage /> },
      { path: '/job/:id/applicants', element: <p>Applicants screen</p> },
    ],
    initialEntries: [entry],
    user,
  });
}

/** A server with `list` stored: a successful toggle changes what the next list call answers. */
function stubJobs(list = jobs, total = list.length) {
  const stored = list.map((job) => ({ ...job }));
  return stubApi({
    'GET /api/v1/jobs/all': () => jsonResponse(200, { jobs: stored, total }),
    'PATCH /api/v1/jobs/job-1/toggle-active': (_url, init) => {
      const job = stored[0]!;
      job.isActive = (JSON.parse(String(init?.body)) as { isActive: boolean }).isActive;
      return jsonResponse(200, { job });
    },
    'PATCH /api/v1/jobs/job-2/toggle-active': () => statusResponse(500, 'Internal Server Error'),
  });
}

const listQueries = (mock: ReturnType<typeof stubJobs>) =>
  callsTo(mock, 'GET /api/v1/jobs/all').map(({ url }) => Object.fromEntries(url.searchParams));

describe('AdminJobsPage', () => {
  it("has its own tab title, not the home page's", async () => {
    stubJobs();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Jobs' });
    await waitFor(() => expect(document.title).toBe('Admin Dashboard - Jobs | Bayanihan Remote'));
  });

  it('asks for page 1 of 10, newest first, with the admin token, and shows the rows', async () => {
    const mock = stubJobs();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Jobs' })).toBeTruthy();
    const title = await screen.findByRole('link', { name: 'Customer Support Representative' });
    expect(title.getAttribute('href')).toBe('/job/job-1');
    expect(listQueries(mock)[0]).toEqual({ page: '1', pageSize: '10', sort: 'postingDate_desc' });
    const headers = new Headers(callsTo(mock, 'GET /api/v1/jobs/all')[0]?.init?.headers);
    expect(headers.get('authorization')).toBe('Bearer admin-token');
    expect(screen.getByText('March 4, 2025 at 2:05 PM', { exact: false })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Posted/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it("links 'View N Candidates' to the job's applicants with its count", async () => {
    stubJobs();
    renderPage();
    const link = await screen.findByRole('link', { name: 'View 3 Candidates' });
    expect(link.getAttribute('href')).toBe('/job/job-1/applicants');
    expect(await screen.findByRole('link', { name: 'View 1 Candidate' })).toBeTruthy();
  });

  it('searches after typing pauses and goes back to page 1', async () => {
    const mock = stubJobs(jobs, 40);
    renderPage('/adminjobspage?page=3');
    await screen.findByRole('link', { name: 'Bookkeeper' });
    expect(listQueries(mock)[0]?.page).toBe('3');
    await userEvent.type(screen.getByLabelText('Search jobs'), 'book');
    await waitFor(() => expect(listQueries(mock).at(-1)).toEqual({ page: '1', pageSize: '10', sort: 'postingDate_desc', q: 'book' }), {
      timeout: 2000,
    });
    // One search for the settled text, not one per key.
    expect(listQueries(mock).filter((query) => query.q !== undefined)).toHaveLength(1);
  });

  it('sorts by title, and a repeated click toggles the direction', async () => {
    const mock = stubJobs();
    renderPage();
    await screen.findByRole('link', { name: 'Bookkeeper' });
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(listQueries(mock).at(-1)?.sort).toBe('title_asc'));
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Posted/ }).getAttribute('aria-sort')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(listQueries(mock).at(-1)?.sort).toBe('title_desc'));
    await userEvent.click(screen.getByRole('button', { name: 'Posted' }));
    await waitFor(() => expect(listQueries(mock).at(-1)?.sort).toBe('postingDate_desc'));
    await userEvent.click(screen.getByRole('button', { name: 'Posted' }));
    await waitFor(() => expect(listQueries(mock).at(-1)?.sort).toBe('postingDate_asc'));
  });

  it('changes the page size (back to page 1) and pages with Next and the numbers', async () => {
    const mock = stubJobs(jobs, 25);
    renderPage();
    await screen.findByRole('link', { name: 'Bookkeeper' });
    expect(screen.getByText('Showing 1–10 of 25')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(listQueries(mock).at(-1)?.page).toBe('2'));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() => expect(listQueries(mock).at(-1)).toEqual({ page: '1', pageSize: '20', sort: 'postingDate_desc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listQueries(mock).at(-1)?.page).toBe('2'));
  });

  it('toggles a job by sending the opposite of its current value', async () => {
    const mock = stubJobs();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: /^Active\b.*Customer Support Representative/ });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    await waitFor(() => expect(callsTo(mock, 'PATCH /api/v1/jobs/job-1/toggle-active')[0]?.body).toEqual({ isActive: false }));
    expect((await screen.findByRole('switch', { name: /^Inactive\b.*Customer Support Representative/ })).getAttribute('aria-checked')).toBe('false');
  });

  it("alerts 'Failed to update job {status} {statusText}' when the toggle fails", async () => {
    const mock = stubJobs();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: /^Inactive\b.*Bookkeeper/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update job 500 Internal Server Error'));
    expect(callsTo(mock, 'PATCH /api/v1/jobs/job-2/toggle-active')[0]?.body).toEqual({ isActive: true });
  });

  it('says when no job matches', async () => {
    stubJobs([], 0);
    renderPage();
    const empty = await screen.findByText('No jobs match your search criteria.');
    // The headers stay; the one body row is the message, spanning every column.
    expect(empty.closest('td')?.getAttribute('colspan')).toBe('7');
    expect(screen.queryByRole('link', { name: /Customer Support/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Jobs pages' })).toBeNull();
  });

  it("shows 'Error: {status} {statusText}' when the list fails", async () => {
    stubApi({ 'GET /api/v1/jobs/all': () => statusResponse(503, 'Service Unavailable') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: 503 Service Unavailable');
  });

  it("shows 'Error fetching jobs' when the server cannot be reached", async () => {
    stubApi({
      'GET /api/v1/jobs/all': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();
    // A network failure is tried once more (after about a second) before the error shows.
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe('Error fetching jobs');
  });

  it('shows the session error when no token is stored', async () => {
    const mock = stubJobs();
    renderRoutes({ routes: [{ path: '*', element: <AdminJobsPage /> }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Missing authentication token');
    expect(mock).not.toHaveBeenCalled();
  });

  it('keeps the table inside a focusable frame that scrolls sideways, the title column kept in view', async () => {
    stubJobs();
    renderPage();
    await screen.findByRole('link', { name: 'Bookkeeper' });
    const frame = screen.getByRole('region', { name: 'Job postings' });
    expect(frame.className).toContain('overflow-x-auto');
    expect(frame.tabIndex).toBe(0);
    const table = within(frame).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Bookkeeper' }).className).toContain('sticky');
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  });
});
