import { describe, expect, it } from 'vitest';
import { buildPlacedTalent, buildTimesheet } from '../server/test/timesheet-factories.js';
import { checkPage, openPage, signedInContext, useSite, viewports } from './harness.js';

const { site, admin } = useSite({ admin: true });

describe('the admin Timesheets page in chromium', () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    it(`an admin finds a disputed week from the admin home and settles it with corrected hours (${width})`, async () => {
      const placed = await buildPlacedTalent(site.app, site.db, {
        customer: width === 'phone' ? 'Lakeside Dental' : 'Harbour Physio Group',
        talentFirstName: width === 'phone' ? 'Maria' : 'Jose',
        talentLastName: width === 'phone' ? 'Santos' : 'Reyes',
      });
      const talentName = width === 'phone' ? 'Maria Santos' : 'Jose Reyes';
      await buildTimesheet(site.db, placed, { weekStart: '2026-03-02', status: 'approved' });
      await buildTimesheet(site.db, placed, { weekStart: '2026-03-09', status: 'disputed', hours: [8, 8, 8, 8, 8, 4, 0], disputeReason: 'Saturday was not agreed with us.' });

      const context = await signedInContext(site, admin, viewport);
      const home = await openPage(site, context, '/admin');
      await home.getByRole('link', { name: /^Disputed timesheets \(\d+\)$/ }).click();
      await home.waitForURL(/\/admintimesheets\?attention=disputed$/);
      await home.getByRole('heading', { level: 1, name: 'Timesheets' }).waitFor();
      const settle = home.getByRole('button', { name: `Settle dispute: ${talentName}, week of Mon, Mar 9 – Sun, Mar 15` });
      await settle.waitFor();
      await checkPage(home, 'admin-timesheets-disputed');

      await settle.click();
      const dialog = home.getByRole('dialog', { name: 'Settle a disputed week' });
      await dialog.getByText('Saturday was not agreed with us.').waitFor();
      await dialog.getByRole('checkbox', { name: /Approve different hours/ }).check();
      await dialog.getByRole('spinbutton', { name: 'Saturday' }).fill('0');
      await dialog.getByLabel(/Reason for your decision/).fill('Saturday was not asked for; Monday to Friday stand as logged.');
      await checkPage(home, 'admin-timesheets-settle-dialog');
      await dialog.getByRole('button', { name: 'Approve and settle' }).click();
      await home.getByText('Dispute settled.').waitFor();
      expect(await home.getByRole('dialog').count()).toBe(0);

      // The week is approved with 40 hours, the reason beside it.
      await home.goto(`${site.baseUrl}/admintimesheets?talentId=${placed.talent.id}`);
      await home.getByText('Settled: “Saturday was not asked for; Monday to Friday stand as logged.”').waitFor();
      expect(await home.getByRole('button', { name: new RegExp(`^Settle dispute: ${talentName}`) }).count()).toBe(0);
      await checkPage(home, 'admin-timesheets-talent');
      await context.close();
    });
  }
});
