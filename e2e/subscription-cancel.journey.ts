import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lastDayBefore } from '../contract/placement-dates.js';
import { bearer } from '../server/test/factories.js';
import { buildHiredTalents } from '../server/test/placement-factories.js';
import { talentSession } from '../server/test/timesheet-factories.js';
import { checkPage, focusedControl, openPage, signedInContext, useSite, viewports, watchConsole } from './harness.js';
import { payingCustomer as payingCustomerOf } from './steps.js';

const { site, admin } = useSite({ admin: true });

/** The region's (US) time zone: where the placements are worked, so where their last day is reckoned. */
const CUSTOMER_ZONE = 'America/New_York';
const longDay = (isoDate: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** A customer who bought 2 Senior Technical talents, yearly (US), and paid on Stripe's page: answers them and our subscription row. */
const payingCustomer = (name: string) => payingCustomerOf(site, name, { role: 'sr_technical', billingCycle: 'yearly', noOfRoles: 2, noOfMonths: 1, description: 'Senior Technical' });

/** Places a hired talent in the subscription through the admin API: answers their first day. */
async function place(subscriptionId: string, applicantId: string): Promise<string> {
  const response = await site.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscriptionId}/placements`, payload: { applicantId }, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ placement: { startDate: string } }>().placement.startDate;
}

const isFocused = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).evaluate((button) => button === document.activeElement);

describe('a customer cancels, and the end reaches the team', () => {
  for (const browserZone of ['Asia/Manila', 'America/New_York']) {
    for (const [width, viewport] of Object.entries(viewports)) {
      const city = browserZone.split('/')[1]!.toLowerCase();
      it(`cancels from /subscription in the site's dialog, then sees the last day on /team; the talent sees it on My work (${browserZone}, ${width})`, async () => {
        const { customer, subscription } = await payingCustomer(`Cancel ${width} ${city}`);
        const [ana] = await buildHiredTalents(site.db, 1, { firstName: 'Ana', lastName: 'Cruz' });
        const [ben] = await buildHiredTalents(site.db, 1, { firstName: 'Ben', lastName: 'Lim' });
        const anaStart = await place(subscription.id, ana!.id);
        await place(subscription.id, ben!.id);
        // The day the cancel will end on: the last paid moment, on the customer's clock in New York.
        const lastDay = longDay(lastDayBefore(CUSTOMER_ZONE, subscription.currentPeriodEnd!, anaStart));

        // 1. The customer asks to cancel: the site's dialog says who keeps working until when.
        const customerContext = await signedInContext(site, customer, viewport, { timezoneId: browserZone });
        const page = await customerContext.newPage();
        const console = watchConsole(page);
        await page.goto(`${site.baseUrl}/subscription`);
        const cancelButton = page.getByRole('button', { name: 'Cancel Subscription' });
        await cancelButton.click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this subscription?' });
        await dialog.getByText(`${ana!.firstName} and ${ben!.firstName} keep working until ${lastDay}, then their placements end.`).waitFor();
        // Focus starts on keeping it; Escape keeps it, and focus goes back to the button.
        expect(await isFocused(page, 'Keep subscription')).toBe(true);
        await checkPage(page, `subscription-cancel-dialog-${city}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => focusedControl(page), { timeout: 10_000 }).toBe('button "Cancel Subscription"');

        // 2. Opened again from the keyboard and confirmed: the row says so, and no longer offers a cancel.
        await page.keyboard.press('Enter');
        await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
        await page.getByText('Subscription canceled successfully.').waitFor();
        await dialog.waitFor({ state: 'detached' });
        expect(await cancelButton.count()).toBe(0);
        await checkPage(page, `subscription-cancelled-${city}`);

        // 3. Your team: the last day, for the team and on each talent's card.
        await page.getByRole('link', { name: 'Your team' }).click();
        await page.getByRole('heading', { level: 1, name: 'Your Team' }).waitFor();
        const notice = page.getByRole('status').filter({ hasText: 'This subscription is canceled.' });
        expect(await notice.textContent()).toContain(`Your team keeps working until ${lastDay}, then their placements end.`);
        await page
          .getByRole('article', { name: `Seat 1: ${ana!.firstName} ${ana!.lastName}` })
          .getByText(`${ana!.firstName} works until ${lastDay}, when the subscription ends.`)
          .waitFor();
        expect(await page.getByRole('button', { name: /^Request a replacement/ }).count()).toBe(0);
        await checkPage(page, `subscription-cancelled-team-${city}`);
        expect(console, 'no console error').toEqual([]);
        await customerContext.close();

        // 4. The talent's My work: the same last day.
        const talent = await talentSession(site.app, site.db, ana!.id, `${ana!.firstName} ${ana!.lastName}`);
        const talentContext = await signedInContext(site, talent, viewport, { timezoneId: browserZone });
        const myWork = await openPage(site, talentContext, '/my-work');
        const placement = myWork.getByRole('region', { name: 'Your placement' });
        await placement.getByText(`Your placement ends after ${lastDay}: keep working, and log your hours, through that day.`).waitFor();
        expect(await placement.getByText('Last day').locator('xpath=following-sibling::dd[1]').textContent()).toBe(lastDay);
        await checkPage(myWork, `subscription-cancelled-my-work-${city}`);
        await talentContext.close();
      }, 120_000);
    }
  }
});
