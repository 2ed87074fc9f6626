import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { contractRoutes, fuzzContract, type FuzzReport } from './test/fuzz/contract-fuzz.js';
import { openFuzzTarget } from './test/fuzz/fuzz-target.js';
import { openTestDatabase } from './test/test-database.js';

/**
 * Every contract endpoint, valid and broken requests (wrong types, NUL, lone surrogates, huge and
 * deep values, prototype keys, random uploads) as a visitor, a customer and an admin, on both
 * databases the app runs on. `npm run fuzz` sends tens of thousands of the same.
 */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const runsPerRoute = 5;

describe.each([
  ['Postgres (the test server)', openTestDatabase],
  ['PGlite (the embedded default)', () => openDatabase({})],
])('contract fuzz on %s', (_name, open) => {
  let database: DatabaseHandle;
  let target: Awaited<ReturnType<typeof openFuzzTarget>>;
  beforeAll(async () => {
    database = await open();
    target = await openFuzzTarget(database);
  });
  afterAll(async () => {
    await target.close();
    await database.close();
  });

  it(`never answers 5xx, errors keep the app's shape, and the server stays healthy (seed ${seed})`, async () => {
    const report: FuzzReport = await fuzzContract(target, { seed, runsPerRoute });
    expect(report.requests).toBeGreaterThanOrEqual(contractRoutes().length * runsPerRoute);
    expect(report.failures).toEqual([]);
    expect(await target.readyz()).toBe(200);
    // The fuzz may itself close or delete the seeded job (as an admin it sends real ids): the board
    // is healthy when a job posted now shows on it.
    const posted = await target.app.inject({
      method: 'POST',
      url: '/api/v1/jobs',
      headers: { authorization: `Bearer ${target.tokens.admin}` },
      payload: { title: 'Posted After Fuzzing', description: 'Answer calls for a US clinic.', responsibilities: 'Answer calls', operatingHours: 'Mon-Fri', requirements: 'English', location: 'Remote, Philippines', language: ['English'] },
    });
    expect(posted.statusCode).toBe(201);
    const board = await target.app.inject({ method: 'GET', url: '/api/v1/jobs/active' });
    expect(board.statusCode).toBe(200);
    expect(board.json<{ jobs: { title: string }[] }>().jobs.map((job) => job.title)).toContain('Posted After Fuzzing');
  });
});
