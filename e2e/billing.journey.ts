import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAdminSession } from '../server/test/factories.js';
import { checkPage, followMailLink, screenshot, useSite, viewports, waitForHydration } from './harness.js';
import { fillBookingForm } from './steps.js';

const { site } = useSite();

async function signUp(page: Page, email: string) {
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await panel.getByLabel('Name').fill('Olivia Nguyen');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill('journey-password-1');
  await panel.getByLabel('Confirm Password').fill('journey-password-1');
  await panel.getByRole('button', { name: 'Sign up' }).click();
}

/** A booking date two weeks ahead (the form refuses past dates). */
function bookingDate(): string {
  return new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Pricing (AU Senior Technical × 2 talents × 3 months) → Get Started (books a call) → Pay Now → disclaimer (logging in there) → the emulator's checkout page. */
async function chooseAndReachCheckout(page: Page, email: string) {
  await page.goto(`${site.baseUrl}/pricing`);
  // The page is prerendered: a choice made before React takes it over would be undone by hydration.
  await waitForHydration(page, { networkIdle: false });
  await page.getByLabel('Country').selectOption('AU');
  const card = page.getByRole('article', { name: 'Senior Technical' });
  await card.getByRole('button', { name: 'Increase talents' }).click();
  // Three months: a one-month plan already ends with its first period, so there would be nothing to cancel.
  await card.getByRole('button', { name: 'Increase months' }).click();
  await card.getByRole('button', { name: 'Increase months' }).click();
  await card.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(/\/getstarted$/);
  await fillBookingForm(page, { date: bookingDate(), email });
  await page.getByRole('button', { name: /submit/i }).click();
  await page.getByRole('dialog').getByText('Information successfully submitted.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/purchasedisclaimer$/);
  await page.getByLabel('I have read and accept the disclaimer.').check();
  await page.getByRole('button', { name: 'User login is required. Please log in or create an account to proceed.' }).click();
  await signUp(page, email);
  // A new account cannot buy until its address is verified: the banner says so, the link is in the mailbox.
  await page.getByRole('region', { name: 'E-mail verification' }).waitFor();
  await screenshot(page, 'billing-unverified-banner');
  const mailbox = await followMailLink(page, site, email, 'Verify your e-mail address', '/verify-email/');
  await mailbox.getByRole('heading', { name: 'E-mail address verified' }).waitFor();
  await checkPage(mailbox, 'billing-email-verified');
  await mailbox.close();
  // The other tab follows: the stored session now says the address is verified, and the banner goes.
  await page.getByRole('region', { name: 'E-mail verification' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('button', { name: 'Pay with test card' }).waitFor();
}

describe('billing journey in chromium', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`a customer on a ${name} books a call, is declined or cancels at checkout, retries, pays, sees and cancels the subscription`, async () => {
      const page = await (await site.browser.newContext({ viewport })).newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const email = `billing-${name}-${Date.now()}@example.com`;

      await chooseAndReachCheckout(page, email);
      await screenshot(page, 'billing-checkout');

      // Declined on the phone, canceled on the desktop: both leave checkout unpaid for the canceled
      // payment's page (the decline was told on Stripe's), whose Retry goes back to checkout with the same plan.
      if (name === 'phone') {
        await page.getByRole('button', { name: 'Decline' }).click();
        await page.getByRole('alert').getByText('Your card was declined.').waitFor();
        await page.getByRole('link', { name: 'Return to the site' }).first().click();
      } else {
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      await page.getByRole('heading', { name: 'Payment Canceled' }).waitFor();
      await screenshot(page, 'billing-payment-failure');
      await page.getByRole('link', { name: 'Retry Payment' }).click();
      await page.getByRole('button', { name: 'Pay with test card' }).waitFor();

      // Stripe's page asks for the billing address, which the admin's Address column shows.
      await page.getByLabel('Name on card').fill('Dana Reyes');
      await page.getByLabel('Address').fill('12 Harbour Street');
      await page.getByLabel('City').fill('Sydney');
      await page.getByLabel('Postal code').fill('2000');
      await page.getByLabel('Country (two letters, e.g. US)').fill('AU');
      await page.getByRole('button', { name: 'Pay with test card' }).click();
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await page.getByText('Your subscription is active.').waitFor();
      await screenshot(page, 'billing-payment-success');

      await page.getByRole('link', { name: 'View my subscriptions' }).click();
      await page.getByRole('heading', { name: 'Your Subscriptions' }).waitFor();
      // A table row on the desktop; on the phone a card (a list item) with every column in view.
      const subscriptionRow = () =>
        name === 'phone'
          ? page.getByRole('region', { name: 'Subscriptions' }).getByRole('listitem').filter({ hasText: 'Senior Technical' })
          : page.getByRole('row').filter({ hasText: 'Senior Technical' });
      const row = subscriptionRow();
      // Unit price A$3,270.00 × 2 talents = 6,540.00 a month.
      await row.getByText('A$3,270.00', { exact: true }).waitFor();
      await row.getByText('A$6,540.00', { exact: true }).waitFor();
      await row.getByText('2', { exact: true }).waitFor();
      expect(await row.getByText('AUD').count()).toBeGreaterThan(0);
      // Its actions are on screen without scrolling sideways, and nothing says to.
      for (const action of ['Latest Invoice', 'Cancel Subscription']) {
        const box = await row.getByRole('button', { name: action }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${action} inside the ${name} viewport`).toBe(true);
      }
      expect(await page.getByText('Scroll sideways for more columns').count()).toBe(0);
      await screenshot(page, 'billing-subscriptions');

      // Manage billing opens Stripe's Customer Portal for this customer, which leads back here.
      await page.getByRole('button', { name: 'Manage billing' }).click();
      await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
      await screenshot(page, 'billing-portal');
      await page.getByRole('link', { name: 'Return to site' }).first().click();
      await page.getByRole('heading', { name: 'Your Subscriptions' }).waitFor();

      // Latest Invoice opens the invoice in a new tab.
      const [invoiceTab] = await Promise.all([page.waitForEvent('popup'), row.getByRole('button', { name: 'Latest Invoice' }).click()]);
      await invoiceTab.waitForURL(/invoice|\/i\//i);
      await invoiceTab.getByRole('heading', { name: /Invoice/ }).waitFor();
      await invoiceTab.close();

      // Confirmed in the site's own dialog (its words on the team are the subscription-cancel journey's).
      await row.getByRole('button', { name: 'Cancel Subscription' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this subscription?' });
      await confirm.getByText('Are you sure you want to cancel this subscription?').waitFor();
      await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByText('Subscription canceled successfully.').waitFor();
      await row.getByText(/^Ends on /).waitFor();
      expect(await row.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
      await page.reload();
      await subscriptionRow().getByText(/^Ends on /).waitFor();

      // The year's statement downloads under the server's name for it, with this invoice and its total.
      await page.goto(`${site.baseUrl}/payments`);
      await waitForHydration(page);
      const statement = page.getByRole('region', { name: 'Download statement' });
      const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Download statement' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-01-01_\d{4}-\d{2}-\d{2}-utc\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
      expect(lines[0]).toMatch(/^Invoice number,Invoice date \(UTC\),/);
      expect(lines.filter((line) => line.includes('A$6,540.00'))).toHaveLength(2);
      expect(lines.at(-1)).toMatch(/^Total AUD,.*1 invoice dated /);
      await screenshot(page, 'billing-invoices-and-statement');

      expect(pageErrors).toEqual([]);
      await page.close();
    });
  }

  it('an admin sees the payment, the customer, and refunds part of it', async () => {
    const admin = await createAdminSession(site.app, site.db);
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${site.baseUrl}/`);
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), admin);

    await page.goto(`${site.baseUrl}/payments`);
    await page.getByRole('heading', { name: 'Admin Dashboard - Payment' }).waitFor();
    await page.getByLabel('Revenue summary').getByText('Active subscriptions').waitFor();
    await page.getByRole('row').filter({ hasText: 'A$6,540.00' }).first().waitFor();
    await screenshot(page, 'billing-admin-payments');

    await page.goto(`${site.baseUrl}/customers`);
    await page.getByRole('heading', { name: 'Admin Dashboard - Customers' }).waitFor();
    await page.getByRole('link', { name: /^Subscriptions of Olivia Nguyen/ }).first().click();
    await page.getByRole('heading', { name: 'Admin Dashboard - Subscription' }).waitFor();
    await page.getByRole('cell', { name: /^billing-/ }).first().waitFor();

    await page.goto(`${site.baseUrl}/refunds`);
    const row = page.getByRole('row').filter({ hasText: 'A$6,540.00' }).first();
    await row.getByRole('button', { name: /^Refund payment of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel('Amount to refund (AUD)').fill('120.50');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refund issued.').waitFor();
    await row.getByText('A$6,419.50').waitFor();
    await screenshot(page, 'billing-admin-refunds');
    await page.close();
  });
});
