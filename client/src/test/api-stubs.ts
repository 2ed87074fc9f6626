import type { AdminJob, Job } from '@contract/jobs';
import { jsonResponse, stubFetch } from '@/test/render';
import { builder } from '@/test/builder';

/** A valid job as the server answers it, with what the test cares about overridden. */
export const buildJob = builder<Job>(() => ({
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
}));

/** A job as the admin list answers it: with its applicant count. */
export const buildAdminJob = builder<AdminJob>(() => ({ ...buildJob(), applicantCount: 0 }));

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

/** A request the page sent, read back: its path, query, method and JSON body (parsed). */
export type ApiCall = { path: string; query: URLSearchParams; method: string; body: object | undefined };

/** Stubs fetch with `answer`, which is given each request read as an ApiCall; returns the calls, in the order they were sent. */
export function recordApiCalls(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  stubFetch(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    const call = { path: url.pathname, query: url.searchParams, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** The calls made to 'METHOD /path', as URLs and parsed JSON bodies. */
export function callsTo(mock: ReturnType<typeof stubFetch>, key: string) {
  return mock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key)
    .map(({ url, init }) => ({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, init }));
}

export { jsonResponse };
