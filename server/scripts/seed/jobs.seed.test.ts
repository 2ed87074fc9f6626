import { describe, expect, it } from 'vitest';
import { seedJobs } from './jobs.seed.js';

describe('seeded jobs', () => {
  it('each have their own responsibilities, requirements, benefits and hours, not one shared default', () => {
    const jobs = seedJobs(Date.UTC(2026, 0, 31));
    expect(jobs).toHaveLength(12);
    for (const field of ['responsibilities', 'requirements', 'benefits'] as const) {
      const distinct = new Set(jobs.map((job) => JSON.stringify(job[field])));
      expect(distinct.size, field).toBe(jobs.length);
    }
    for (const job of jobs) {
      expect(job.responsibilities?.length, job.title).toBeGreaterThanOrEqual(3);
      expect(job.operatingHours, job.title).toBeTruthy();
    }
    // No two jobs share any one responsibility.
    const all = jobs.flatMap((job) => job.responsibilities ?? []);
    expect(new Set(all).size).toBe(all.length);
  });
});
