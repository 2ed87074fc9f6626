import { loadavg } from 'node:os';
import pg from 'pg';
import { CUSTOMER_BENCH, seedCustomerBenchData } from './seed-customer.js';
import { ms, timeSequential } from './stats.js';

const TARGET_MS = 15;
const customer = { name: 'Bench Customer', email: 'bench-customer@example.com', password: 'bench-password-1' };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The UTC day `years` before `day` (YYYY-MM-DD) plus one: a statement over one year ends on `day`. */
function yearBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A customer's own pages (issue 40) as one customer with 20 subscriptions, 200 placements and 500
 * invoices reads them: /team and its billing, /subscription, the /payments invoices list (first
 * page and page 10) and a statement CSV over one year. 100 sequential requests each, with the
 * customer's token, beside the bare Fastify route in the same run. The customer signs up through
 * the API (as a buyer does), and their rows are seeded set-based for that account.
 */
export async function benchCustomerPages(appPort: number, barePort: number, databaseUrl: string) {
  const api = `http://127.0.0.1:${appPort}/api/v1`;
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
    seconds = await seedCustomerBenchData(client, customerId);
  } finally {
    await client.end();
  }
  console.log(
    `\nseeded one customer's ${CUSTOMER_BENCH.subscriptions} subscriptions, ${CUSTOMER_BENCH.placements} placements, ${CUSTOMER_BENCH.invoices} invoices, ` +
      `${CUSTOMER_BENCH.timesheetPlacements * CUSTOMER_BENCH.timesheetWeeks} weeks with their extra hours and 9 seat changes in ${seconds.toFixed(1)} s`,
  );

  const login = await fetch(`${api}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.240' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const fetchOk = async (url: string, auth: boolean) => {
    const response = await fetch(url, auth ? { headers } : {});
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const get = (url: string, auth = true) => async () => {
    await (await fetchOk(url, auth)).arrayBuffer();
  };

  const today = new Date().toISOString().slice(0, 10);
  const statementPath = `/payments/statement.csv?from=${yearBefore(today)}&to=${today}`;
  // Each answer once before timing: 200, and the seeded rows in it (a figure of empty pages would be worth nothing).
  const team = (await (await fetchOk(`${api}/team`, true)).json()) as { subscriptions: { seats: { state: string }[]; history: unknown[] }[] };
  const billing = (await (await fetchOk(`${api}/team/billing`, true)).json()) as { subscriptions: { extraHoursWaiting: unknown[] }[] };
  const mine = (await (await fetchOk(`${api}/subscription/my`, true)).json()) as unknown[];
  const invoices = (await (await fetchOk(`${api}/payments/myinvoices?page=10`, true)).json()) as { invoices: unknown[]; total: number };
  const statement = await (await fetchOk(`${api}${statementPath}`, true)).text();
  const filled = team.subscriptions.flatMap((subscription) => subscription.seats).filter((seat) => seat.state === 'filled').length;
  const history = team.subscriptions.reduce((sum, subscription) => sum + subscription.history.length, 0);
  const waiting = billing.subscriptions.reduce((sum, subscription) => sum + subscription.extraHoursWaiting.length, 0);
  const statementLines = statement.trim().split('\n').length;
  const seen = { team: team.subscriptions.length, filled, history, billing: billing.subscriptions.length, waiting, mine: mine.length, invoices: invoices.total, page10: invoices.invoices.length };
  const expected = { team: 20, filled: 180, history: 20, billing: 20, waiting: 36, mine: 20, invoices: 500, page10: 10 };
  if (JSON.stringify(seen) !== JSON.stringify(expected)) throw new Error(`the customer's pages do not show the seeded rows: ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);

  const scenarios: [label: string, pathAndQuery: string][] = [
    ['GET /team (20 subscriptions, 200 placements)', '/team'],
    ['GET /team/billing (36 extra-hour lines waiting)', '/team/billing'],
    ['GET /subscription/my (20 subscriptions)', '/subscription/my'],
    ['GET /payments/myinvoices, page 1 of 50', '/payments/myinvoices?page=1'],
    ['GET /payments/myinvoices, page 10', '/payments/myinvoices?page=10'],
    [`GET /payments/statement.csv, one year (${statementLines} lines)`, statementPath],
  ];

  console.log(`\nCustomer pages, one customer with 20 subscriptions, 200 placements and 500 invoices (100 sequential requests each; load average ${load()})`);
  const bare = await timeSequential(get(`http://127.0.0.1:${barePort}/`, false), 200);
  console.log(`  ${'bare Fastify JSON route'.padEnd(50)} p50 ${ms(bare.p50).padStart(8)}   p95 ${ms(bare.p95).padStart(8)}`);
  let worst = { label: '', p95: 0 };
  for (const [label, pathAndQuery] of scenarios) {
    const result = await timeSequential(get(`${api}${pathAndQuery}`), 100);
    if (result.p95 > worst.p95) worst = { label, p95: result.p95 };
    const miss = result.p95 > TARGET_MS ? `   over the target by ${ms(result.p95 - TARGET_MS)}` : '';
    console.log(`  ${label.padEnd(50)} p50 ${ms(result.p50).padStart(8)}   p95 ${ms(result.p95).padStart(8)}${miss}`);
  }
  console.log(`  worst p95 ${ms(worst.p95)}, ${worst.label} (target ${TARGET_MS} ms: ${worst.p95 <= TARGET_MS ? 'met' : 'NOT met'}); load average now ${load()}`);
}
