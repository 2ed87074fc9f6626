import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../../contract/admin-overview.js';
import type { StaffingRow } from '../../../contract/placements.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { buildPaidSubscription } from '../../test/placement-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });

async function get<Body>(url: string): Promise<Body> {
  const response = await ctx.app.inject({ url: `/api/v1${url}`, headers: bearer(ctx.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body>();
}

const staffing = async (query: string) => {
  const { rows, total } = await get<{ rows: StaffingRow[]; total: number }>(`/staffing?pageSize=100${query}`);
  return { ids: rows.map((row) => row.subscriptionId).sort(), total };
};

describe('the admin home and Staffing', () => {
  it('agree on which subscriptions are active, past due and ended', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Ada Standing' });
    const active = await buildPaidSubscription(ctx.db, customer.id);
    const trialing = await buildPaidSubscription(ctx.db, customer.id, { status: 'trialing' });
    const pastDue = await buildPaidSubscription(ctx.db, customer.id, { status: 'past_due', pastDueSince: new Date() });
    const canceled = await buildPaidSubscription(ctx.db, customer.id, { status: 'canceled', canceledAt: new Date() });

    const overview = await get<AdminOverview>('/admin/overview');
    const activeList = await staffing('&standing=active');
    const pastDueList = await staffing('&standing=past_due');
    const everyList = await staffing('');

    expect(overview.activeSubscriptions).toBe(activeList.total);
    expect(activeList.ids).toEqual([active.id, trialing.id].sort());
    // Past due is not active: counted apart, as Staffing's "Payment overdue" rows.
    expect(overview.pastDueSubscriptions).toBe(pastDueList.total);
    expect(pastDueList.ids).toEqual([pastDue.id]);
    // Ended: in neither count, and not on the list.
    expect(everyList.total).toBe(overview.activeSubscriptions + overview.pastDueSubscriptions);
    expect(everyList.ids).not.toContain(canceled.id);
  });

  it('answers 400 to a standing Staffing does not know', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/staffing?standing=ended', headers: bearer(ctx.admin) });
    expect(response.statusCode).toBe(400);
  });
});
