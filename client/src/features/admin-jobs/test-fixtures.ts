import type { Applicant } from '@contract/applicants';
import type { AdminJob, Job } from '@contract/jobs';
import { jsonResponse, stubFetch } from '@/test/render';

/** Test data for this feature's tests: a valid job / applicant with what the test cares about overridden. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job-1',
    title: 'Customer Support Representative',
    type: 'Remote',
    description: 'Answer calls and chats for a US home-services brand.',
    location: 'Remote (Philippines)',
    language: ['English'],
    postingDate: '2025-03-04T14:05:00.000Z',
    responsibilities: ['Answer inbound calls', 'Log tickets'],
    requirements: ['Two years of call center work'],
    benefits: ['HMO from day one'],
    operatingHours: 'Mon–Fri, 9:00 AM–6:00 PM EST',
    training: ['Two weeks of paid product training'],
    isActive: true,
    ...overrides,
  };
}

/** A job as the admin list answers it: with its applicant count. */
export function buildAdminJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return { ...buildJob(), applicantCount: 0, ...overrides };
}

export function buildApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    _id: 'app-1',
    jobId: 'job-1',
    job: { _id: 'job-1', title: 'Customer Support Representative' },
    firstName: 'Maria',
    lastName: 'Santos',
    email: 'maria.santos@example.com',
    phone: '09171234567',
    zipCode: '1100',
    fluentLanguage: 'English',
    numberOfStaffHandled: '5-15',
    isWillingForBackgroundCheck: true,
    yearsOfCustomerServiceExperience: 3,
    yearsOfCallCenterExperience: 2,
    resumeLink: '/api/v1/applicants/app-1/resume',
    status: 'Unread',
    remarks: '',
    createdAt: '2025-03-05T09:30:00.000Z',
    updatedAt: '2025-03-05T09:30:00.000Z',
    ...overrides,
  };
}

export function statusResponse(status: number, statusText: string, body: unknown = { message: statusText }): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (the path without the query); an unknown call
 * fails the test loudly. Returns the mock to inspect calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  return stubFetch(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    return handler(url, init);
  });
}

/** The calls made to 'METHOD /path', as URLs and parsed JSON bodies. */
export function callsTo(mock: ReturnType<typeof stubFetch>, key: string) {
  return mock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key)
    .map(({ url, init }) => ({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, init }));
}

export { jsonResponse };
