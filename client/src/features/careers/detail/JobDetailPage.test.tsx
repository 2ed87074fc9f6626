import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import type { Job } from '@contract/jobs';
import { admin, customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { buildJob } from '@/features/careers/test-jobs';
import { JobDetailPage } from './JobDetailPage';
import { jobPageLoader } from './job-page-loader';

const routes = [
  { path: 'job/:id', Component: JobDetailPage, loader: jobPageLoader },
  { path: 'adminjobspage/:id', element: <p>Admin job page</p> },
];

function renderJob(answer: () => Promise<Response>, user?: typeof admin) {
  const fetchMock = stubFetch(answer);
  renderRoutes({ routes, initialEntries: ['/job/j1'], ...(user ? { user } : {}) });
  return fetchMock;
}

const sentAuthorization = (mock: ReturnType<typeof stubFetch>) => new Headers(mock.mock.calls[0]?.[1]?.headers).get('authorization');

function jsonLd(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
}

const job: Job = buildJob({
  _id: 'j1',
  title: 'Bilingual Customer Support Agent',
  type: 'Hybrid',
  location: 'Cebu City, Cebu',
  language: ['English', 'Spanish'],
  postingDate: '2025-03-04T14:05:00.000Z',
  operatingHours: 'Monday to Friday, 8 AM to 5 PM Pacific',
  description: 'Support customers of a US home-services company by phone and chat.',
  responsibilities: ['Answer inbound calls.', 'Log every interaction in the CRM.'],
  requirements: ['Fluent English and Spanish.'],
  training: [],
  benefits: ['Night differential.', 'HMO with one free dependent.'],
});

// The page loads the API client on its first fetch; compiling it here keeps the first test's wait about the page.
beforeAll(() => import('@/lib/api-client'));

describe('JobDetailPage (/job/:id)', () => {
  it('shows loading, then the job with its facts and lists, hiding empty sections', async () => {
    let answer: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = renderJob(() => answered);
    expect(await screen.findByText('Loading job details...')).toBeTruthy();
    answer(jsonResponse(200, { job }));
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/jobs/j1');
    expect(sentAuthorization(fetchMock)).toBeNull();
    const overview = screen.getByRole('region', { name: 'Job overview' });
    expect(within(overview).getByText('Hybrid')).toBeTruthy();
    expect(within(overview).getByText('Cebu City, Cebu')).toBeTruthy();
    expect(within(overview).getByText('English, Spanish')).toBeTruthy();
    expect(within(overview).getByText(job.operatingHours)).toBeTruthy();
    expect(within(overview).getByText('March 4, 2025').getAttribute('datetime')).toBe(job.postingDate);
    expect(overview.textContent).toContain('March 4, 2025 (Philippine time)');
    expect(screen.getByText(job.description)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Job overview', 'About the role', 'Responsibilities', 'Requirements', 'Benefits']);
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(job.benefits);
    await waitFor(() => expect(document.title).toBe(`${job.title} | Careers | ${company.brand}`));
  });

  it('links visitors and customers to the application form', async () => {
    renderJob(async () => jsonResponse(200, { job }), customer);
    const apply = await screen.findByRole('link', { name: 'Fill up application form' });
    expect(apply.getAttribute('href')).toBe('/application/j1');
  });

  it('hides the application link from an admin and sends the admin token', async () => {
    const fetchMock = renderJob(async () => jsonResponse(200, { job }), admin);
    await screen.findByRole('heading', { level: 1, name: job.title });
    expect(screen.queryByRole('link', { name: 'Fill up application form' })).toBeNull();
    expect(sentAuthorization(fetchMock)).toBe(`Bearer ${admin.token}`);
  });

  it("sends an admin who opens an inactive job (a 404 for the public) to the admin's page of it", async () => {
    renderJob(async () => jsonResponse(200, { job: { ...job, isActive: false } }), admin);
    expect(await screen.findByText('Admin job page')).toBeTruthy();
  });

  it('says Job not found. for a 404 and for an answer without a job', async () => {
    renderJob(async () => jsonResponse(404, { message: 'Job not found.', error: 'Job not found.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found.' })).toBeTruthy();
  });

  it('says Job not found. when the answer holds no job', async () => {
    renderJob(async () => jsonResponse(200, {}));
    expect(await screen.findByText('Job not found.')).toBeTruthy();
  });

  it('says Failed to fetch job data. when the job in the answer is off the contract', async () => {
    renderJob(async () => jsonResponse(200, { job: { ...job, postingDate: 20250304 } }));
    expect(await screen.findByText('Failed to fetch job data.')).toBeTruthy();
  });

  it('says Failed to fetch job data. for other failures', async () => {
    renderJob(async () => jsonResponse(500, { message: 'Something broke' }));
    expect(await screen.findByText('Failed to fetch job data.')).toBeTruthy();
  });

  it('describes the posting as schema.org JobPosting data', async () => {
    renderJob(async () => jsonResponse(200, { job }));
    await screen.findByRole('heading', { level: 1, name: job.title });
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      datePosted: job.postingDate,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: company.brand },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Cebu City', addressRegion: 'Cebu', addressCountry: 'PH' },
      },
      directApply: true,
    });
  });

  it('marks a remote job as telecommute and escapes markup in the data', async () => {
    renderJob(async () => jsonResponse(200, { job: { ...job, type: 'Remote', location: 'Davao City', description: 'Chat </script> support' } }));
    await screen.findByRole('heading', { level: 1, name: job.title });
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    const data = jsonLd();
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.description).toBe('Chat </script> support');
    expect(data.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Davao City', addressCountry: 'PH' } });
  });
});
