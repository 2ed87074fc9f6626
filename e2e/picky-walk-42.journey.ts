import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../contract/users.js';
import { company } from '../contract/catalogues/company.js';
import { billingCustomers } from '../server/features/billing/billing.table.js';
import { timesheets } from '../server/features/timesheets/timesheets.table.js';
import { registerCustomer } from '../server/test/factories.js';
import { buildPaidSubscription, buildWorkingTalent } from '../server/test/placement-factories.js';
import { buildPlacedTalentWithAccount, buildTimesheet } from '../server/test/timesheet-factories.js';
import { axeViolations, horizontalOverflow, openPage, screenshot, signedInContext, storeChosenPlan, useSite, viewports, waitForHydration } from './harness.js';

/**
 * What a picky visitor, customer, talent and admin noticed (issue 42), walked again at 390 and
 * 1280 px in chromium in Asia/Manila: each group of points as such a user checks it, axe clean.
 */
const { site } = useSite();
const widths = [viewports.phone, viewports.desktop] as const;
let customer: SessionUser;
let talent: SessionUser;

/** The Monday `weeksAgo` weeks before this week's, as 'YYYY-MM-DD' (UTC calendar). */
function mondayWeeksAgo(weeksAgo: number): string {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 7 * weeksAgo));
  return monday.toISOString().slice(0, 10);
}

beforeAll(async () => {
  // A customer paying in three currencies, one Stripe customer each, with a talent on the team.
  customer = await registerCustomer(site.app, { name: 'Harbour & Pine Logistics' });
  for (const [currency, region] of [['usd', 'US'], ['cad', 'CAN'], ['aud', 'AU']] as const) {
    const stripeCustomerId = `cus_picky_${currency}`;
    await site.db.insert(billingCustomers).values({ userId: customer.id, currency, stripeCustomerId });
    const subscription = await buildPaidSubscription(site.db, customer.id, { currency, region, stripeCustomerId, quantity: 1 });
    if (currency === 'usd') await buildWorkingTalent(site.db, subscription.stripeSubscriptionId, { firstName: 'Maria', lastName: 'Santos' });
  }

  // A talent whose week two weeks ago was settled by an admin, with Saturday hours.
  const placed = await buildPlacedTalentWithAccount(site.app, site.db, { customer: 'Northpeak Freight', talentFirstName: 'Jerome', talentLastName: 'Reyes', timeZone: 'Asia/Manila' });
  talent = placed.session;
  const settled = await buildTimesheet(site.db, placed, { weekStart: mondayWeeksAgo(2), status: 'approved', hours: [8, 8, 8, 8, 6, 4, 0] });
  await site.db.update(timesheets).set({ settlementReason: 'Friday afternoon was a public holiday; Saturday was agreed.' }).where(eq(timesheets.id, settled.id));
});

describe('issue 42 in chromium', () => {
  it('layout: a customer with three currencies, three subscriptions and a team scrolls sideways nowhere at 390 px', async () => {
    for (const viewport of widths) {
      const context = await signedInContext(site, customer, viewport);
      for (const path of ['/subscription', '/team']) {
        const page = await openPage(site, context, path);
        await waitForHydration(page);
        if (path === '/subscription') {
          for (const code of ['USD', 'CAD', 'AUD']) await page.getByRole('button', { name: `Manage billing (${code})` }).waitFor();
        } else {
          await page.getByText('Maria Santos').first().waitFor();
        }
        await screenshot(page, `picky-42${path.replace('/', '-')}`);
        expect(await horizontalOverflow(page), `${path} at ${viewport.width} px`).toBe(0);
        expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  });

  it('words and flows: guarded pages ask for the login, a dead reset link offers a new one, a canceled payment says so with the one help address', async () => {
    for (const viewport of widths) {
      const context = await site.browser.newContext({ viewport });
      const admin = await openPage(site, context, '/admin');
      await admin.waitForURL(/\/login\?next=%2Fadmin/);
      await admin.getByRole('button', { name: 'Log in' }).first().waitFor();

      const reset = await openPage(site, context, '/resetpassword/not-a-real-token');
      await reset.getByText('Token not found or expired.').waitFor();
      await reset.getByRole('heading', { name: 'Ask for a new link' }).waitFor();
      expect(await axeViolations(reset)).toEqual([]);
      await screenshot(reset, 'picky-42-dead-reset-link');

      const failure = await openPage(site, context, '/payment-failure');
      await failure.getByRole('heading', { level: 1, name: 'Payment Canceled' }).waitFor();
      expect(await failure.getByRole('link', { name: company.helpEmail }).count()).toBe(1);
      expect(await axeViolations(failure)).toEqual([]);
      expect(await horizontalOverflow(failure)).toBe(0);
      await context.close();
    }
  });

  it("words and flows: booking starts on the visitor's own time zone (Asia/Manila)", async () => {
    const context = await site.browser.newContext({ viewport: viewports.phone });
    await storeChosenPlan(context);
    const page = await openPage(site, context, '/getstarted');
    await waitForHydration(page, { networkIdle: false });
    // The booking form comes alive on the first input (decision 0206); by the time the visitor reaches the select, it shows their zone.
    await page.getByLabel('Company or identity').click();
    await expect.poll(() => page.getByLabel('Timezone').inputValue()).toBe('Asia/Manila');
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  it('My work: a settled week shows the reason and the hours that stood, weekend hours are flagged, and a bad day is named', async () => {
    for (const viewport of widths) {
      const context = await signedInContext(site, talent, viewport);
      const page = await openPage(site, context, '/my-work');
      await page.getByRole('heading', { level: 1, name: 'My work' }).waitFor();
      await page.getByText('Dispute settled by our team:').first().waitFor();
      await page.getByText('Friday afternoon was a public holiday; Saturday was agreed.').first().waitFor();
      await page.getByText(/^Hours that stood: 42/).first().waitFor();
      await page.getByText(/4 h at the weekend/).first().waitFor();

      const week = page.getByRole('region', { name: /^This week: / });
      await week.getByRole('textbox', { name: /^Wed.* hours$/ }).fill('25');
      await week.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(/^Wednesday: hours must be a number from 0 to 24/).first().waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'picky-42-my-work');
      await context.close();
    }
  });
});
