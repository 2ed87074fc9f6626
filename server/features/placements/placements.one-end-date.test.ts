import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../billing/billing.table.js';
import { renderMail, type TemplatedMail } from '../mail/mail.public.js';
import { bearer } from '../../test/factories.js';
import { parseCsv } from '../../test/payroll-csv.js';
import { buildPlacedTalent, buildTimesheet } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { placementMailTemplates } from './emails/placement-mail-templates.js';
import { endPlacementsOfEndedSubscriptions } from './subscription-ends.js';

const ctx = useTestApp({ admin: true });

const site = { publicUrl: 'https://staffing.example' };

describe('one end date per placement', () => {
  it('is the same day in the history, the mails and the CSV for a placement on Sydney time', async () => {
    // Cancelled on Monday 23 November at 14:30 UTC: Tuesday 24 November, 01:30 in Sydney.
    const placed = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Harbour Bridge Dental', talentFirstName: 'Nina', talentLastName: 'Cruz', timeZone: 'Australia/Sydney', startDate: '2026-11-02' });
    await buildTimesheet(ctx.db, placed, { weekStart: '2026-11-16', status: 'approved' });
    await ctx.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: new Date('2026-11-23T14:30:00Z') })
      .where(eq(subscriptions.id, placed.placement.subscriptionId));
    const mails: TemplatedMail[] = [];
    const ended = await endPlacementsOfEndedSubscriptions({ db: ctx.db, mail: { queue: async (_tx, mail) => void mails.push(mail) }, log: ctx.app.log });
    expect(ended).toBe(1);

    // The history (admin and customer) says the last day is Tuesday 24 November, Sydney's day, not UTC's.
    const staffing = await ctx.app.inject({ url: `/api/v1/staffing/subscriptions/${placed.placement.subscriptionId}`, headers: bearer(ctx.admin) });
    expect(staffing.json().history).toEqual([expect.objectContaining({ _id: placed.placement.id, endDate: '2026-11-24', endKind: 'subscription_ended' })]);
    const team = await ctx.app.inject({ url: '/api/v1/team', headers: bearer(placed.customer) });
    expect(team.json().subscriptions[0].history).toEqual([expect.objectContaining({ _id: placed.placement.id, endDate: '2026-11-24' })]);

    // Both mails name that same day.
    expect(mails.map((mail) => mail.to).sort()).toEqual([placed.customer.email, placed.talent.email].sort());
    for (const mail of mails) {
      const template = placementMailTemplates.find((candidate) => candidate.name === mail.template)!;
      const { text } = await renderMail(template, mail.props, site);
      expect(text).toContain('Tuesday, November 24, 2026');
      expect(text).not.toMatch(/November 23|November 25/);
    }

    // And so does the payroll CSV, beside the zone it is in.
    const csv = await ctx.app.inject({ url: '/api/v1/admin/timesheets/export.csv', headers: bearer(ctx.admin) });
    const row = parseCsv(csv.body).rows.find((candidate) => candidate['Talent email'] === placed.talent.email);
    expect(row).toMatchObject({ 'Time zone': 'Australia/Sydney', 'Placement first day': '2026-11-02', 'Placement last day': '2026-11-24' });
  });
});
