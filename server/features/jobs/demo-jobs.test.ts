import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { seedDemoJobsIfEmpty } from './demo-jobs.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('demo jobs', () => {
  it('fill an empty board once, and appear on it', async () => {
    expect(await seedDemoJobsIfEmpty(ctx.db)).toBe(5);
    expect(await seedDemoJobsIfEmpty(ctx.db)).toBe(0);
    const { jobs } = (await ctx.app.inject('/api/v1/jobs/active')).json();
    expect(jobs).toHaveLength(5);
    expect(jobs[0].title).toBe('Inbound Customer Service Representative');
  });
});
