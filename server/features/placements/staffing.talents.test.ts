import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssignableTalent } from '../../../contract/placements.js';
import { jobs } from '../../db/schema.js';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { buildPaidSubscription } from '../../test/placement-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true, customer: { name: 'Grace Tan' } });

/** Applies to a job titled `title`, then is hired through the admin API, as the applicant's page does. */
async function hire(lastName: string, firstName: string, title: string) {
  const job = await buildJob(ctx.db, { title });
  const applicant = await buildApplicant(ctx.db, job.id, { firstName, lastName, status: 'Job Offer' });
  const response = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/applicants/${applicant.id}`, payload: { status: 'Hired' }, headers: bearer(ctx.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return { applicantId: applicant.id, jobId: job.id };
}

async function talents(query: string): Promise<AssignableTalent[]> {
  const response = await ctx.app.inject({ url: `/api/v1/staffing/talents?${query}`, headers: bearer(ctx.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ talents: AssignableTalent[] }>().talents;
}

const rolesOf = (list: AssignableTalent[]) => list.map(({ name, jobTitle, matchesRole }) => ({ name, jobTitle, matchesRole }));

describe('the hired talents the assign dialog offers', () => {
  it("lists first those hired for a job of the subscription's role, each with the job they were hired for", async () => {
    // Hired oldest first: the developer, then the receptionist, then the bookkeeper.
    await hire('Okafor', 'Ben', 'Junior Web Developer');
    await hire('Okafor', 'Dina', 'Dental Receptionist');
    await hire('Okafor', 'Cara', 'Bookkeeper (QuickBooks Online)');
    const technical = await buildPaidSubscription(ctx.db, ctx.customer.id, { plan: 'jr_technical' });
    const reception = await buildPaidSubscription(ctx.db, ctx.customer.id, { plan: 'call_receptionist' });
    const nonTechnical = await buildPaidSubscription(ctx.db, ctx.customer.id, { plan: 'sr_non_technical' });

    expect(rolesOf(await talents(`q=okafor&pageSize=10&plan=${technical.plan}`))).toEqual([
      { name: 'Ben Okafor', jobTitle: 'Junior Web Developer', matchesRole: true },
      { name: 'Cara Okafor', jobTitle: 'Bookkeeper (QuickBooks Online)', matchesRole: false },
      { name: 'Dina Okafor', jobTitle: 'Dental Receptionist', matchesRole: false },
    ]);
    expect(rolesOf(await talents(`q=okafor&pageSize=10&plan=${reception.plan}`))).toEqual([
      { name: 'Dina Okafor', jobTitle: 'Dental Receptionist', matchesRole: true },
      { name: 'Cara Okafor', jobTitle: 'Bookkeeper (QuickBooks Online)', matchesRole: false },
      { name: 'Ben Okafor', jobTitle: 'Junior Web Developer', matchesRole: false },
    ]);
    // Receptionists are non-technical talent too: both fit, most recently hired first.
    expect(rolesOf(await talents(`q=okafor&pageSize=10&plan=${nonTechnical.plan}`))).toEqual([
      { name: 'Cara Okafor', jobTitle: 'Bookkeeper (QuickBooks Online)', matchesRole: true },
      { name: 'Dina Okafor', jobTitle: 'Dental Receptionist', matchesRole: true },
      { name: 'Ben Okafor', jobTitle: 'Junior Web Developer', matchesRole: false },
    ]);
    // Without a plan: most recently hired first, and nothing said of a role.
    const unranked = await talents('q=okafor&pageSize=10');
    expect(unranked.map((talent) => talent.name)).toEqual(['Cara Okafor', 'Dina Okafor', 'Ben Okafor']);
    for (const talent of unranked) expect(talent).not.toHaveProperty('matchesRole');
  });

  it('reads a title by its whole words, and follows a job renamed after the list was read', async () => {
    const support = await hire('Adeyemi', 'Femi', 'Bilingual Technical Support Specialist (English/Spanish)');
    await hire('Adeyemi', 'Gabe', 'Data Entry Clerk');
    await hire('Adeyemi', 'Hana', 'Medical Billing Specialist');
    const rank = async () => rolesOf(await talents('q=adeyemi&pageSize=10&plan=jr_technical'));

    expect(await rank()).toEqual([
      { name: 'Femi Adeyemi', jobTitle: 'Bilingual Technical Support Specialist (English/Spanish)', matchesRole: true },
      { name: 'Hana Adeyemi', jobTitle: 'Medical Billing Specialist', matchesRole: false },
      { name: 'Gabe Adeyemi', jobTitle: 'Data Entry Clerk', matchesRole: false },
    ]);

    await ctx.db.update(jobs).set({ title: 'Customer Support Specialist' }).where(eq(jobs.id, support.jobId));
    expect((await rank()).map((talent) => [talent.name, talent.matchesRole])).toEqual([
      ['Hana Adeyemi', false],
      ['Gabe Adeyemi', false],
      ['Femi Adeyemi', false],
    ]);
  });

  it('refuses a plan that is not one of the catalogue', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/staffing/talents?plan=astronaut', headers: bearer(ctx.admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^plan must be one of call_receptionist, /);
  });
});
