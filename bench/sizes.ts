import type { CustomerBenchCounts } from './seed-customer.js';

/** How much each section seeds and how long it measures: the bench's figures, or a quick check of its parts. */
export interface BenchSizes {
  /** The job board (seed.ts). */
  jobs: number;
  activeJobs: number;
  applicants: number;
  /** The admin inbox lists (seed-inbox.ts). */
  inquiries: number;
  messages: number;
  /** The Staffing page (seed-staffing.ts), whose placements the timesheet weeks belong to. */
  staffing: { customers: number; subscriptions: number };
  /** Weeks in the admin Timesheets list, and those made due for one pass of the automatic approval. */
  timesheetWeeks: number;
  dueWeeks: number;
  /** Sequential requests timed per admin list or customer page, and requests each right after a write. */
  sequentialRequests: number;
  afterWriteSamples: number;
  /** Load runs (autocannon): seconds per round, rounds taken in turn with the yardstick, connections; a warm-up before. */
  load: { seconds: number; rounds: number; connections: number; warmUpSeconds: number };
  /** One customer's pages (customer-pages) and the signed-in customer's team (signed-in-reads). */
  customerPages: CustomerBenchCounts;
  signedInTeam: CustomerBenchCounts;
  /** Mails at a steady 20 a second, then queued at once. */
  mail: { steady: number; burst: number };
  /** Timed checkout calls, and signed webhook events. */
  billing: { checkouts: number; events: number };
  /** Copies of each crafted PDF sent at once. */
  pdfBombsAtOnce: number;
  /** Job applications with a PDF of `pdfMegabytes`: `atOnce` in flight, `rounds` times, per storage. */
  uploads: { atOnce: number; rounds: number; pdfMegabytes: number };
  /** Lighthouse runs per page (the median is kept). */
  lighthouseRuns: number;
}

/** `npm run bench`: the sizes the targets are set for. */
export const fullSizes: BenchSizes = {
  jobs: 1_000,
  activeJobs: 30,
  applicants: 100_000,
  inquiries: 100_000,
  messages: 100_000,
  staffing: { customers: 2_000, subscriptions: 10_000 },
  timesheetWeeks: 1_000_000,
  dueWeeks: 10_000,
  sequentialRequests: 100,
  afterWriteSamples: 30,
  load: { seconds: 2, rounds: 5, connections: 50, warmUpSeconds: 1 },
  customerPages: { subscriptions: 20, seats: 10, invoices: 500, timesheetPlacements: 12, timesheetWeeks: 4 },
  // A customer with one team of a few talents, as most are.
  signedInTeam: { subscriptions: 2, seats: 4, invoices: 12, timesheetPlacements: 2, timesheetWeeks: 4 },
  mail: { steady: 200, burst: 1_000 },
  billing: { checkouts: 100, events: 1_000 },
  pdfBombsAtOnce: 4,
  uploads: { atOnce: 50, rounds: 4, pdfMegabytes: 2 },
  lighthouseRuns: 3,
};

/** Every part run once on a few rows and for half a second: the test that keeps the bench working (tests/bench-parts.test.ts), or `--tiny`. */
export const tinySizes: BenchSizes = {
  jobs: 40,
  activeJobs: 10,
  applicants: 700,
  inquiries: 200,
  messages: 200,
  staffing: { customers: 20, subscriptions: 100 },
  timesheetWeeks: 200,
  dueWeeks: 50,
  sequentialRequests: 3,
  afterWriteSamples: 2,
  load: { seconds: 0.5, rounds: 1, connections: 4, warmUpSeconds: 0 },
  customerPages: { subscriptions: 2, seats: 3, invoices: 6, timesheetPlacements: 1, timesheetWeeks: 2 },
  signedInTeam: { subscriptions: 1, seats: 3, invoices: 3, timesheetPlacements: 1, timesheetWeeks: 2 },
  mail: { steady: 4, burst: 10 },
  billing: { checkouts: 3, events: 10 },
  pdfBombsAtOnce: 1,
  uploads: { atOnce: 2, rounds: 1, pdfMegabytes: 0.1 },
  lighthouseRuns: 1,
};
