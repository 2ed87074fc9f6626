import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import type { Job } from '@contract/jobs';
import { AppProviders } from '@/app/providers';
import { jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { CareersPage } from './CareersPage';
import { buildJob } from './test-jobs';

/** Eight jobs, posted on consecutive days (Job 8 newest), in three cities and three arrangements. */
function eightJobs(): Job[] {
  const places = ['Makati City, Metro Manila', 'Cebu City, Cebu', 'Davao City, Davao del Sur', 'Makati City, NCR'];
  const types = ['On-site', 'Hybrid', 'Remote'] as const;
  return Array.from({ length: 8 }, (_, index) =>
    buildJob({
      _id: `j${index + 1}`,
      title: `Job ${index + 1}`,
      location: places[index % places.length],
      type: types[index % types.length],
      postingDate: new Date(Date.UTC(2025, 2, index + 1)).toISOString(),
    }),
  );
}

const boardRoutes = [{ path: 'career', Component: CareersPage }];

function renderBoard(jobs: Job[] = eightJobs()) {
  const fetchMock = stubFetch(async () => jsonResponse(200, { jobs }));
  return { fetchMock, ...renderRoutes({ routes: boardRoutes, initialEntries: ['/career'] }) };
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Jobs' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// The page loads the API client on its first fetch, and the list with the data layer as a part of its own
// (decision 0227); compiling them here keeps the first test's wait about the page.
beforeAll(() => Promise.all([import('@/lib/api-client'), import('@/lib/data-layer'), import('./board/JobBoard')]));

describe('CareersPage (/career)', () => {
  it('shows the hero, loads the active jobs, and shows 5 per page, newest first', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes({ routes: boardRoutes, initialEntries: ['/career'] });
    expect(await screen.findByText('Loading jobs...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: `Careers at ${company.brand}` })).toBeTruthy();
    // The list asks once its part is there ('Loading jobs...' is said while either is on its way).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(jsonResponse(200, { jobs: eightJobs() }));
    expect(await screen.findByText('Showing 1–5 of 8 jobs')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/jobs/active');
    expect(shownTitles()).toEqual(['Job 8', 'Job 7', 'Job 6', 'Job 5', 'Job 4']);
    expect(document.title).toBe(`Careers | ${company.brand}`);
  });

  it('renders each card with its location, type, date, excerpt and details link', async () => {
    renderBoard([buildJob({ _id: 'abc', title: 'Bookkeeper', type: 'Hybrid', location: 'Cebu City, Cebu', postingDate: '2025-03-04T17:05:00.000Z' })]);
    const card = await screen.findByRole('article', { name: 'Bookkeeper' });
    expect(within(card).getByText('Cebu City, Cebu')).toBeTruthy();
    expect(within(card).getByText('Hybrid')).toBeTruthy();
    // Dated in Philippine time, whatever zone renders it: 5:05 PM UTC is already the next day in Manila.
    expect(within(card).getByText('March 5, 2025').getAttribute('datetime')).toBe('2025-03-04T17:05:00.000Z');
    expect(card.textContent).toContain('Posted March 5, 2025 (Philippine time)');
    expect(within(card).getByRole('link', { name: /View details/ }).getAttribute('href')).toBe('/job/abc');
  });

  it('pages with Previous/Next and numbered buttons, marking the current page', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText('Showing 1–5 of 8 jobs');
    const pages = screen.getByRole('navigation', { name: 'Job list pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(shownTitles()).toEqual(['Job 3', 'Job 2', 'Job 1']);
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(shownTitles()[0]).toBe('Job 8');
  });

  it('searches title or description case-insensitively and goes back to page 1', async () => {
    const user = userEvent.setup();
    const jobs = eightJobs();
    jobs[0] = { ...jobs[0]!, description: 'Handle INBOUND calls for a dental clinic.' };
    jobs[6] = { ...jobs[6]!, title: 'Inbound Sales Agent' };
    renderBoard(jobs);
    await screen.findByText('Showing 1–5 of 8 jobs');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'inbound');
    expect(shownTitles()).toEqual(['Inbound Sales Agent', 'Job 1']);
    expect(screen.queryByRole('navigation', { name: 'Job list pages' })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'nothing like this');
    expect(screen.getByText('No jobs found.')).toBeTruthy();
  });

  it('offers locations from the text before the first comma, All locations first, and filters by it', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText('Showing 1–5 of 8 jobs');
    const location = screen.getByRole('combobox', { name: 'Location' });
    const options = within(location).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All locations', 'Cebu City', 'Davao City', 'Makati City']);
    await user.selectOptions(location, 'Makati City');
    expect(shownTitles()).toEqual(['Job 8', 'Job 5', 'Job 4', 'Job 1']);
  });

  it('filters by type among the types offered', async () => {
    const user = userEvent.setup();
    renderBoard(eightJobs().filter((job) => job.type !== 'Hybrid'));
    await screen.findByText(/Showing/);
    const type = screen.getByRole('combobox', { name: 'Job type' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['All types', 'On-site', 'Remote']);
    await user.selectOptions(type, 'Remote');
    expect(shownTitles()).toEqual(['Job 6', 'Job 3']);
  });

  it('sorts by title and date, and resets to page 1', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText('Showing 1–5 of 8 jobs');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sort as HTMLSelectElement).value).toBe('postingDate_desc');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest first', 'Oldest first', 'Title A–Z', 'Title Z–A']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(sort, 'Oldest first');
    expect(shownTitles()).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
    await user.selectOptions(sort, 'Title Z–A');
    expect(shownTitles()[0]).toBe('Job 8');
  });

  it('changes the page size (All shows every job) and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText('Showing 1–5 of 8 jobs');
    const size = screen.getByRole('combobox', { name: 'Jobs per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', 'All']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(size, 'All');
    expect(shownTitles()).toHaveLength(8);
    expect(screen.getByText('Showing 8 jobs')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Job list pages' })).toBeNull();
  });

  it('says so when there are no jobs', async () => {
    renderBoard([]);
    expect(await screen.findByText('No jobs found.')).toBeTruthy();
  });

  it('shows the status of a failed answer', async () => {
    stubFetch(async () => jsonResponse(500, { message: 'boom' }));
    renderRoutes({ routes: boardRoutes, initialEntries: ['/career'] });
    expect(await screen.findByText('Error: HTTP error! status: 500')).toBeTruthy();
  });

  it('resets a location or type the refreshed list no longer offers', async () => {
    const user = userEvent.setup();
    stubFetch(async () => jsonResponse(200, { jobs: eightJobs() }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(boardRoutes, { initialEntries: ['/career'] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByText('Showing 1–5 of 8 jobs');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Cebu City');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Hybrid');
    expect(shownTitles()).toEqual(['Job 2']);
    const remaining = eightJobs().filter((job) => !job.location.startsWith('Cebu') && job.type !== 'Hybrid');
    act(() => queryClient.setQueryData(['jobs', 'active'], { status: 200, body: { jobs: remaining }, headers: new Headers() }));
    expect(await screen.findByText(`Showing ${remaining.length} jobs`)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Job type' }) as HTMLSelectElement).value).toBe('');
  });
});
