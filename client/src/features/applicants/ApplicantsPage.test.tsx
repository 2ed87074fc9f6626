import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { applicantsRoutes } from './routes';
import { buildApplicant } from './test-applicants';

const jobs = [
  { title: 'Customer Support Representative' },
  { title: 'Technical Support Specialist' },
  { title: 'customer support representative' },
].map((job, index) => ({
  _id: `j-${index}`,
  type: 'Remote',
  description: 'd',
  location: 'Manila',
  language: ['English'],
  postingDate: '2025-01-01T00:00:00.000Z',
  responsibilities: ['r'],
  requirements: ['q'],
  benefits: [],
  operatingHours: '9-5',
  training: [],
  isActive: true,
  applicantCount: 0,
  ...job,
}));

type ListAnswer = { applicants?: ReturnType<typeof buildApplicant>[]; total?: number; status?: number };

/** Stubs the job list and answers every applicants page with `answer` (or what it returns for the URL). */
function stubApi(answer: ListAnswer | ((url: URL) => ListAnswer) = {}) {
  return stubFetch(async (input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/jobs/all') return jsonResponse(200, { jobs });
    const { applicants = [buildApplicant()], total, status = 200 } = typeof answer === 'function' ? answer(url) : answer;
    if (status !== 200) return new Response('{}', { status, statusText: 'Internal Server Error' });
    return jsonResponse(200, { applicants, total: total ?? applicants.length });
  });
}

function listCalls(mock: ReturnType<typeof stubFetch>): URL[] {
  return mock.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/applicants');
}

const lastListQuery = (mock: ReturnType<typeof stubFetch>) => listCalls(mock).at(-1)?.searchParams;

function renderPage(entry = '/applicants') {
  return renderRoutes({ routes: [...applicantsRoutes, { path: '*', element: null }], initialEntries: [entry], user: admin });
}

// The route's page is a lazy module: compile it before the first test, not inside its timeout.
beforeAll(() => import('./ApplicantsPage'), 60_000);

describe('Admin Dashboard - Applicants', () => {
  it('loads the first page of 5, newest first, with the admin token', async () => {
    const fetchMock = stubApi({ total: 1 });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Applicants' }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Maria Santos' })).getAttribute('href')).toBe('/applicantDetails/a-1');
    const query = lastListQuery(fetchMock);
    expect(Object.fromEntries(query!)).toEqual({ page: '1', pageSize: '5', sort: 'createdAt_desc' });
    const init = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/v1/applicants'))?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
    expect(screen.getByText('1 applicant')).toBeTruthy();
  });

  it('says it is loading until the first page arrives', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderPage();
    expect(await screen.findByText('Loading applicants...')).toBeTruthy();
  });

  it('writes its experience headings out, as the sort buttons and column headers name them', async () => {
    stubApi();
    renderPage();
    await screen.findByRole('link', { name: 'Maria Santos' });
    for (const name of ['Customer service (years)', 'Call center (years)']) {
      const header = screen.getByRole('columnheader', { name });
      expect(within(header).getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByText(/CS exp\.|CC exp\./)).toBeNull();
  });

  it('shows each column as the spec words it', async () => {
    stubApi({
      applicants: [
        buildApplicant(),
        buildApplicant({ _id: 'a-2', firstName: 'Jose', lastName: 'Reyes', job: null, resumeLink: null, yearsOfCustomerServiceExperience: 0, yearsOfCallCenterExperience: 1 }),
      ],
    });
    renderPage();
    const first = (await screen.findByRole('link', { name: 'Maria Santos' })).closest('tr')!;
    expect(within(first).getByText('Customer Support Representative')).toBeTruthy();
    expect(within(first).getByText('maria.santos@example.com')).toBeTruthy();
    expect(within(first).getByText('09171234567')).toBeTruthy();
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(within(first).getByText(/^March 4, 2025 at \d{1,2}:\d{2}\s[AP]M$/)).toBeTruthy();
    expect(within(first).getByText('3+')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Resume of Maria Santos' }).getAttribute('href')).toBe('/applicantDetails/a-1#resume');
    const second = screen.getByRole('link', { name: 'Jose Reyes' }).closest('tr')!;
    expect(within(second).getByText('No Job Assigned')).toBeTruthy();
    expect(within(second).getByText('No Resume')).toBeTruthy();
    // 0 years, offered as 'Less than 1' on the form, reads the same here (not an empty cell).
    expect(within(second).getByText('Less than 1')).toBeTruthy();
  });

  it('opens the applicant when any part of the row is clicked', async () => {
    stubApi();
    const { router } = renderPage();
    await userEvent.click(await screen.findByText('maria.santos@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicantDetails/a-1'));
  });

  it('says when nothing matches', async () => {
    stubApi({ applicants: [] });
    renderPage();
    expect(await screen.findByText('No applicants match your search criteria.')).toBeTruthy();
    expect(screen.getByText('0 applicants')).toBeTruthy();
  });

  it('shows the status of a failed load', async () => {
    stubApi({ status: 500 });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Error: 500 Internal Server Error');
  });

  it('shows the fallback when the server cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    expect(await screen.findByText('Error fetching applicants', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('rejects an answer that is not a list of applicants', async () => {
    stubFetch(async (url) => (url.startsWith('/api/v1/jobs') ? jsonResponse(200, { jobs }) : jsonResponse(200, { applicants: [{ _id: 1 }] })));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid applicant data received from the server.');
  });

  it('shows the missing-token message when no one is signed in', async () => {
    stubApi();
    renderRoutes({ routes: applicantsRoutes, initialEntries: ['/applicants'] });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Missing authentication token');
  });

  it('sends the search after typing pauses and goes back to page 1', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ total: 40 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('3'));
    const callsBefore = listCalls(fetchMock).length;
    await user.type(screen.getByLabelText('Search applicants'), 'maria');
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('q')).toBe('maria'));
    expect(lastListQuery(fetchMock)?.get('page')).toBe('1');
    // Debounced: one request for the whole word, not one per letter.
    expect(listCalls(fetchMock).length - callsBefore).toBe(1);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by job title and status, each time from page 1', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ total: 40 });
    renderPage();
    const jobSelect = await screen.findByLabelText('Job');
    await screen.findByRole('option', { name: 'Technical Support Specialist' });
    // Distinct titles, 'All jobs' first.
    expect(within(jobSelect).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All jobs',
      'Customer Support Representative',
      'Technical Support Specialist',
    ]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('2'));
    await user.selectOptions(jobSelect, 'Technical Support Specialist');
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('jobTitle')).toBe('Technical Support Specialist'));
    expect(lastListQuery(fetchMock)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('2'));
    const statusSelect = screen.getByLabelText('Status');
    expect(within(statusSelect).getAllByRole('option')[0]?.textContent).toContain('All');
    await user.selectOptions(statusSelect, 'Short Listed');
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('status')).toBe('Short Listed'));
    expect(lastListQuery(fetchMock)?.get('page')).toBe('1');
  });

  it('sorts by a header and toggles the direction on a second click', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    renderPage();
    const applied = (await screen.findByRole('button', { name: 'Applied' })).closest('th')!;
    expect(applied.getAttribute('aria-sort')).toBe('descending');
    const nameHeader = screen.getByRole('button', { name: 'Name' });
    await user.click(nameHeader);
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('sort')).toBe('name_asc'));
    expect(nameHeader.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    // Only the sorted column carries aria-sort (WAI-ARIA: one sorted header at a time).
    expect(applied.getAttribute('aria-sort')).toBeNull();
    await user.click(nameHeader);
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('sort')).toBe('name_desc'));
    expect(nameHeader.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Customer service (years)' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('sort')).toBe('customerServiceExperience_desc'));
    await user.click(screen.getByRole('button', { name: 'Call center (years)' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('sort')).toBe('callCenterExperience_desc'));
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('sort')).toBe('status_asc'));
  });

  it('pages 50,000 applicants as a window of pages with ellipses', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ total: 50_000 });
    renderPage();
    expect(await screen.findByText('50,000 applicants')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Applicants pages' });
    const labels = () => within(pager).getAllByRole('listitem').map((item) => item.textContent?.trim());
    expect(labels()).toEqual(['1', '2', '3', '4', '5', '…', '10,000']);
    expect(pager.textContent).toContain('Page 1 of 10,000');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(within(pager).getByRole('button', { name: 'Page 10,000' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('10000'));
    expect(labels()).toEqual(['1', '…', '9,996', '9,997', '9,998', '9,999', '10,000']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(within(pager).getByRole('button', { name: 'Page 9,997' }));
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('9996'));
    expect(labels()).toEqual(['1', '…', '9,995', '9,996', '9,997', '…', '10,000']);
    expect(pager.textContent).toContain('Page 9,996 of 10,000');
  });

  it('changes the page size to one of 5, 10, 15, 20 and starts again at page 1', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ total: 100 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('2'));
    const size = screen.getByLabelText('Rows per page');
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '15', '20']);
    await user.selectOptions(size, '20');
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('pageSize')).toBe('20'));
    expect(lastListQuery(fetchMock)?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 6' })).toBeNull();
  });

  it('exports the current filter as CSV with the admin token', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(async (input) => {
      if (input.startsWith('/api/v1/jobs/all')) return jsonResponse(200, { jobs });
      if (input.startsWith('/api/v1/applicants/export.csv')) {
        return new Response('First name\nMaria\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="applicants-2025-03-04.csv"' },
        });
      }
      return jsonResponse(200, { applicants: [buildApplicant()], total: 1 });
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Status'), 'Job Offer');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.type(screen.getByLabelText('Search applicants'), 'santos');
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('q')).toBe('santos'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const exportCall = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/v1/applicants/export.csv'))!;
    const query = new URL(exportCall[0], 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'santos', sort: 'name_asc', status: 'Job Offer' });
    expect(new Headers(exportCall[1]?.headers).get('authorization')).toBe('Bearer admin-token');
    expect(clicked[0]!.download).toBe('applicants-2025-03-04.csv');
    expect(clicked[0]!.href).toBe('blob:csv');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('says why an export failed', async () => {
    const user = userEvent.setup();
    stubFetch(async (input) => {
      if (input.startsWith('/api/v1/jobs/all')) return jsonResponse(200, { jobs });
      if (input.startsWith('/api/v1/applicants/export.csv')) return new Response('', { status: 403, statusText: 'Forbidden' });
      return jsonResponse(200, { applicants: [buildApplicant()], total: 1 });
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: 403 Forbidden');
  });

  it('keeps search, filters, sort and page in the address, so a reload or a shared link shows the same list', async () => {
    const fetchMock = stubApi({ applicants: [buildApplicant()], total: 12 });
    const { router } = renderPage('/applicants?status=Read&jobTitle=Technical+Support+Specialist&q=maria&sort=name_asc&page=2');
    await screen.findByRole('link', { name: 'Maria Santos' });
    const query = lastListQuery(fetchMock);
    expect(Object.fromEntries(query ?? [])).toMatchObject({ status: 'Read', jobTitle: 'Technical Support Specialist', q: 'maria', sort: 'name_asc', page: '2', pageSize: '5' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Read');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(router.state.location.search).toBe('?q=maria&sort=name_asc&jobTitle=Technical+Support+Specialist'));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('1'));
  });
});
