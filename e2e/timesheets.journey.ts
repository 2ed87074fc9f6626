import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timesheetMessages } from '../contract/timesheets.js';
import { placements } from '../server/features/placements/placements.table.js';
import { latestMailTo, registerCustomer } from '../server/test/factories.js';
import { placeNewTalent } from '../server/test/talent-factories.js';
import { checkPage, openPage, signedInContext, useSite, viewports } from './harness.js';

const { site, admin } = useSite({ admin: true });

/** The invitation link in the mail the talent was sent when placed. */
async function invitationLinkFor(email: string): Promise<string> {
  const mail = await latestMailTo(site.db, email, 15_000, 'Set up your');
  const link = /https?:\/\/\S+\/talent-invitation\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no invitation link mailed to ${email}:\n${mail?.text ?? '(no mail)'}`);
  return link;
}

describe('timesheets in chromium', () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    it(`a placed talent sets a password, logs a week; the customer disputes it, the talent corrects it, the customer approves; the admin exports it (${width})`, async () => {
      const customerName = width === 'phone' ? 'Harbour Physio' : 'Northwind Dental';
      const customer = await registerCustomer(site.app, { name: customerName });
      const { talent, placementId } = await placeNewTalent(site.app, site.db, admin, customer.id, {
        firstName: width === 'phone' ? 'Maria' : 'Jose',
        lastName: width === 'phone' ? 'Santos' : 'Reyes',
      });
      const talentName = `${talent.firstName} ${talent.lastName}`;
      // The talent started two weeks ago, so this week is theirs to log.
      const started = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
      await site.db.update(placements).set({ startDate: started }).where(eq(placements.id, placementId));

      // 1. The invitation link sets a password, signs the talent in and opens My work.
      const talentContext = await site.browser.newContext({ viewport });
      const myWork = await talentContext.newPage();
      await myWork.goto(await invitationLinkFor(talent.email));
      await myWork.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
      await myWork.getByText(talent.email).waitFor();
      await checkPage(myWork, 'timesheets-invitation');
      await myWork.getByLabel('New Password', { exact: true }).fill('talent-horse-1');
      await myWork.getByLabel('Confirm New Password').fill('talent-horse-1');
      await myWork.getByRole('button', { name: 'Set password and open My work' }).click();
      await myWork.waitForURL(/\/my-work$/);
      await myWork.getByRole('heading', { level: 1, name: 'My work' }).waitFor();

      // 2. The talent logs the week: 8 h Monday to Friday in one tap, 3.5 h on Saturday, a note.
      const placement = myWork.getByRole('region', { name: 'Your placement' });
      await placement.getByText(customerName).waitFor();
      const week = myWork.getByRole('region', { name: /^This week: / });
      await week.getByText('Not submitted yet').waitFor();
      expect(await week.getByRole('textbox', { name: / hours$/ }).count()).toBe(7);
      await week.getByRole('button', { name: 'Fill 8 h Monday to Friday' }).click();
      const saturday = week.getByRole('textbox', { name: /^Sat, .* hours$/ });
      await saturday.fill('3.5');
      await week.getByText('Total 43.5 of 40 h').waitFor();
      await week.getByText(timesheetMessages.overtimeNote).waitFor();
      await week.getByLabel('Note (optional)').fill('Saturday morning: the stock count.');
      await checkPage(myWork, 'timesheets-my-work-filled');
      await week.getByRole('button', { name: 'Submit' }).click();
      await myWork.getByText(timesheetMessages.submitted).waitFor();
      await week.getByText('Submitted', { exact: true }).waitFor();

      // 3. The customer sees exactly those hours on Your team, and disputes the week.
      const customerContext = await signedInContext(site, customer, viewport);
      const team = await openPage(site, customerContext, '/team');
      const timesheets = team.getByRole('region', { name: 'Timesheets' });
      await timesheets.getByText('1 week waits for your answer').waitFor();
      await timesheets.getByText('43.5 of 40 h').waitFor();
      await timesheets.getByText('Saturday morning: the stock count.').waitFor();
      await checkPage(team, 'timesheets-team-waiting');
      await timesheets.getByRole('button', { name: new RegExp(`^Dispute ${talentName}, `) }).click();
      const dispute = team.getByRole('dialog', { name: 'Dispute a week' });
      await dispute.getByLabel('What is wrong with this week?').fill('Saturday was not agreed with us. Please log it only if we asked.');
      await checkPage(team, 'timesheets-dispute-dialog');
      await dispute.getByRole('button', { name: 'Send back to the talent' }).click();
      await team.getByText(timesheetMessages.disputed).waitFor();
      await timesheets.getByText('Disputed', { exact: true }).waitFor();

      // 4. The talent reads the reason, takes Saturday off and saves: the week goes back to the customer.
      await myWork.reload();
      const disputed = myWork.getByRole('region', { name: /^This week: / });
      await disputed.getByText('“Saturday was not agreed with us. Please log it only if we asked.”').waitFor();
      await checkPage(myWork, 'timesheets-my-work-disputed');
      await disputed.getByRole('textbox', { name: /^Sat, .* hours$/ }).fill('');
      await disputed.getByText('Total 40 of 40 h').waitFor();
      await disputed.getByRole('button', { name: 'Save changes' }).click();
      await myWork.getByText(timesheetMessages.updated).waitFor();
      await disputed.getByText('Submitted', { exact: true }).waitFor();

      // 5. The customer approves the corrected week.
      await team.reload();
      await timesheets.getByText('1 week waits for your answer').waitFor();
      await timesheets.getByText('40 of 40 h').waitFor();
      await timesheets.getByRole('button', { name: new RegExp(`^Approve ${talentName}, `) }).click();
      await team.getByText(timesheetMessages.approved).waitFor();
      await timesheets.getByText('Approved', { exact: true }).waitFor();
      await checkPage(team, 'timesheets-team-approved');
      // The talent's week is closed.
      await myWork.reload();
      const closed = myWork.getByRole('region', { name: /^This week: / });
      await closed.getByText(timesheetMessages.alreadyApproved).waitFor();
      expect(await closed.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
      await checkPage(myWork, 'timesheets-my-work-approved');

      // 6. The admin exports the approved hours for payroll: the talent's 40 hours, as approved.
      const adminContext = await signedInContext(site, admin, viewport);
      const list = await openPage(site, adminContext, `/admintimesheets?q=${encodeURIComponent(talentName)}`);
      await list.getByText(talentName).first().waitFor();
      await checkPage(list, 'timesheets-admin-list');
      const [download] = await Promise.all([list.waitForEvent('download'), list.getByRole('button', { name: 'Export CSV' }).click()]);
      const csv = readFileSync((await download.path())!, 'utf8');
      const line = csv.split(/\r?\n/).find((row) => row.includes(talentName));
      expect(line, csv).toBeDefined();
      expect(line).toMatch(/(^|,)"?8"?,"?8"?,"?8"?,"?8"?,"?8"?,"?0"?,"?0"?,"?40"?(,|$)/);

      await talentContext.close();
      await customerContext.close();
      await adminContext.close();
    });
  }
});
