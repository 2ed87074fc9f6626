import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicantStatuses } from '../../../contract/catalogues/hiring.js';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { applicants } from './applicants.table.js';

const ctx = useTestApp({ admin: true });

const setStatus = (id: string, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/applicants/${id}`, payload: { status }, headers: bearer(ctx.admin) });
const stored = async (id: string) => (await ctx.db.select().from(applicants).where(eq(applicants.id, id)))[0]!;

describe('the Hired status', () => {
  it('comes after Job Offer, and the four earlier statuses stay settable in any order', () => {
    expect(applicantStatuses).toEqual(['Short Listed', 'Initial Interview', 'Final Interview', 'Job Offer', 'Hired']);
  });

  it('is set by an admin, dated, and remembered as the furthest status reached when the applicant moves back', async () => {
    const job = await buildJob(ctx.db);
    const applicant = await buildApplicant(ctx.db, job.id);
    expect(await stored(applicant.id)).toMatchObject({ furthestStatus: 'Unread', hiredAt: null });

    for (const status of ['Final Interview', 'Short Listed', 'Job Offer']) expect((await setStatus(applicant.id, status)).statusCode).toBe(200);
    expect(await stored(applicant.id)).toMatchObject({ status: 'Job Offer', furthestStatus: 'Job Offer', hiredAt: null });

    const hired = await setStatus(applicant.id, 'Hired');
    expect(hired.statusCode).toBe(200);
    expect(hired.json().applicant.status).toBe('Hired');
    const row = await stored(applicant.id);
    expect(row.furthestStatus).toBe('Hired');
    expect(Date.now() - row.hiredAt!.getTime()).toBeLessThan(60_000);

    await setStatus(applicant.id, 'Initial Interview');
    expect(await stored(applicant.id)).toMatchObject({ status: 'Initial Interview', furthestStatus: 'Hired' });
  });
});
