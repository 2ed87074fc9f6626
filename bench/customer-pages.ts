import pg from 'pg';
import { getOk, signIn, type BenchContext } from './context.js';
import { customerBenchShows, seedCustomerBenchData } from './seed-customer.js';
import { ms, timeSequential } from './stats.js';

const TARGET_MS = 15;
const customer = { name: 'Bench Customer', email: 'bench-customer@example.com', password: 'bench-password-1' };

/** The UTC day `years` before `day` (YYYY-MM-DD) plus one: a statement over one year ends on `day`. */
function yearBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A customer's own pages (issue 40) as one customer with many subscriptions, placements and invoices
 * (20, 200 and 500 in the bench) reads them: /team and its billing, /subscription, the /payments
 * invoices list (first page and page 10) and a statement CSV over one year. Sequential requests
 * each, with the customer's token, beside the bare Fastify route in the same run. The customer
 * signs up through the API (as a buyer does), and their rows are seeded set-based for that account.
 */
export async function benchCustomerPages({ book, sizes, app, bare, databaseUrl }: BenchContext) {
  const api = `${app.origin}/api/v1`;
  const counts = sizes.customerPages;
  // Sign-ups are limited per address: this one comes from an address of its own (a documentation address).
  const registered = await fetch(`${api}/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.240' },
    body: JSON.stringify(customer),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { id: customerId } = (await registered.json()) as { id: string };

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let seconds: number;
  try {
    ({ seconds } = await seedCustomerBenchData(client, customerId, counts));
  } finally {
    await client.end();
  }
  const placements = counts.subscriptions * counts.seats;
  book.note(
    `\nseeded one customer's ${counts.subscriptions} subscriptions, ${placements} placements, ${counts.invoices} invoices, ` +
      `${counts.timesheetPlacements * counts.timesheetWeeks} weeks with their extra hours and their seat changes in ${seconds.toFixed(1)} s`,
  );

  const token = await signIn(app.origin, customer.email, customer.password, '192.0.2.240');
  const headers = { authorization: `Bearer ${token}` };
  const fetchOk = async (url: string) => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response;
  };

  const today = new Date().toISOString().slice(0, 10);
  const statementPath = `/payments/statement.csv?from=${yearBefore(today)}&to=${today}`;
  // Each answer once before timing: 200, and the seeded rows in it (a figure of empty pages would be worth nothing).
  const team = (await (await fetchOk(`${api}/team`)).json()) as { subscriptions: { seats: { state: string }[]; history: unknown[] }[] };
  const billing = (await (await fetchOk(`${api}/team/billing`)).json()) as { subscriptions: { extraHoursWaiting: unknown[] }[] };
  const mine = (await (await fetchOk(`${api}/subscription/my`)).json()) as unknown[];
  const invoices = (await (await fetchOk(`${api}/payments/myinvoices?page=10`)).json()) as { invoices: unknown[]; total: number };
  const statement = await (await fetchOk(`${api}${statementPath}`)).text();
  const filled = team.subscriptions.flatMap((subscription) => subscription.seats).filter((seat) => seat.state === 'filled').length;
  const history = team.subscriptions.reduce((sum, subscription) => sum + subscription.history.length, 0);
  const waiting = billing.subscriptions.reduce((sum, subscription) => sum + subscription.extraHoursWaiting.length, 0);
  const statementLines = statement.trim().split('\n').length;
  const shows = customerBenchShows(counts);
  const seen = { team: team.subscriptions.length, filled, history, billing: billing.subscriptions.length, waiting, mine: mine.length, invoices: invoices.total, page10: invoices.invoices.length };
  const expected = {
    team: shows.subscriptions,
    filled: shows.filledSeats,
    history: shows.history,
    billing: shows.subscriptions,
    waiting: shows.extraHoursWaiting,
    mine: shows.subscriptions,
    invoices: shows.invoices,
    // Ten to a page: page 10 holds invoices 91 to 100.
    page10: Math.min(10, Math.max(0, shows.invoices - 90)),
  };
  if (JSON.stringify(seen) !== JSON.stringify(expected)) throw new Error(`the customer's pages do not show the seeded rows: ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);

  const pages = Math.ceil(counts.invoices / 10);
  const scenarios: [label: string, pathAndQuery: string][] = [
    [`GET /team (${counts.subscriptions} subscriptions, ${placements} placements)`, '/team'],
    [`GET /team/billing (${shows.extraHoursWaiting} extra-hour lines waiting)`, '/team/billing'],
    [`GET /subscription/my (${counts.subscriptions} subscriptions)`, '/subscription/my'],
    [`GET /payments/myinvoices, page 1 of ${pages}`, '/payments/myinvoices?page=1'],
    ['GET /payments/myinvoices, page 10', '/payments/myinvoices?page=10'],
    [`GET /payments/statement.csv, one year (${statementLines} lines)`, statementPath],
  ];

  book.note(`\nCustomer pages, one customer with ${counts.subscriptions} subscriptions, ${placements} placements and ${counts.invoices} invoices (${sizes.sequentialRequests} sequential requests each)`);
  const yardstick = await timeSequential(getOk(bare.origin), sizes.sequentialRequests * 2);
  book.note(`  bare Fastify JSON route: p50 ${ms(yardstick.p50)}, p95 ${ms(yardstick.p95)}`);
  for (const [label, pathAndQuery] of scenarios) {
    await book.measure('customer-pages', `${label}: p95`, 'ms', { atMost: TARGET_MS }, async () => {
      const result = await timeSequential(getOk(`${api}${pathAndQuery}`, headers), sizes.sequentialRequests);
      return { value: result.p95, detail: `p50 ${ms(result.p50)}` };
    });
  }
}
