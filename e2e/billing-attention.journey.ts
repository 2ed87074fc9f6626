import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutSelection } from '../server/test/billing-factories.js';
import { bearer, registerCustomer } from '../server/test/factories.js';
import { subscriptions } from '../server/db/schema.js';
import { buildHiredTalents } from '../server/test/placement-factories.js';
import { horizontalOverflow, screenshot, signedInContext, useSite, viewports, watchConsole } from './harness.js';
import { payingCustomer as payingUsCustomer } from './steps.js';

const { site, admin } = useSite({ admin: true });

/** A customer who paid A$3,270.00 through the emulator's checkout; answers the recorded payment. */
async function payingCustomer(name: string) {
  const customer = await registerCustomer(site.app, { name });
  const started = await site.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/createSubscribe',
    payload: checkoutSelection({ region: 'AU', role: 'sr_technical', noOfRoles: 1 }),
    headers: bearer(customer),
  });
  const sessionId = new URL(started.json().url).pathname.split('/').at(-1)!;
  await site.stripe.controls.completeCheckout(sessionId, { outcome: 'pay' });
  for (let tries = 0; tries < 100; tries += 1) {
    const [payment] = (await site.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(customer) })).json();
    if (payment) return payment as { _id: string; invoiceId: string };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the payment was never recorded');
}

/** Waits until the site has recorded the declined renewal (the webhook's sync runs on the worker). */
async function pastDue(subscriptionId: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const [row] = await site.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (row?.status === 'past_due') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the declined renewal was never recorded');
}

async function paymentIntentOf(invoiceId: string): Promise<string> {
  const stripe = new Stripe(site.stripe.apiKey, { host: site.stripe.host, port: site.stripe.port, protocol: 'http', telemetry: false });
  const [invoicePayment] = (await stripe.invoicePayments.list({ invoice: invoiceId })).data;
  return String(invoicePayment!.payment.payment_intent);
}

describe('what an admin must act on', () => {
  it('shows an open dispute with its evidence deadline and a refund that failed on the admin home, at both widths', async () => {
    const disputed = await payingCustomer('Dina Dispute');
    await site.stripe.controls.openDispute(await paymentIntentOf(disputed.invoiceId));
    const refunded = await payingCustomer('Rita Refund');
    const refund = await site.app.inject({ method: 'POST', url: `/api/v1/payments/${refunded._id}/refund`, payload: { amount: 100_00 }, headers: bearer(admin) });
    await site.stripe.controls.failRefund(refund.json().payment.refunds[0].refundId);

    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await site.browser.newPage({ viewport });
      await page.goto(`${site.baseUrl}/`);
      await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), admin);
      await page.goto(`${site.baseUrl}/admin`);
      const disputes = page.getByRole('region', { name: /^Open disputes/ });
      await disputes.getByText('A$3,270.00 paid by Dina Dispute').waitFor();
      await disputes.getByText(/^Evidence due /).waitFor();
      expect(await disputes.getByRole('link', { name: /Open in Stripe/ }).getAttribute('href')).toMatch(/^https:\/\/dashboard\.stripe\.com\/test\/disputes\/dp_/);
      await page.getByRole('region', { name: /^Refunds that failed/ }).getByText('A$100.00 to Rita Refund').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, 'billing-attention-admin-home');

      await page.goto(`${site.baseUrl}/refunds`);
      const row = page.getByRole('row').filter({ hasText: 'Dina Dispute' }).first();
      await row.getByRole('button', { name: /^Refund payment of/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund payment' });
      await dialog.getByRole('button', { name: 'Refund', exact: true }).waitFor();
      await dialog.getByLabel('Amount to refund (AUD)').fill('100');
      await dialog.getByRole('button', { name: 'Refund A$100.00' }).waitFor();
      await dialog.getByRole('radio', { name: 'Everything that remains (A$3,270.00)' }).check();
      await dialog.getByRole('button', { name: 'Refund A$3,270.00' }).waitFor();
      await screenshot(page, 'billing-attention-refund-dialog');
      await page.close();
    }

    // Dealt with by a bank transfer: marked handled with a note, it leaves the admin home.
    const page = await site.browser.newPage({ viewport: viewports.phone });
    await page.goto(`${site.baseUrl}/`);
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), admin);
    await page.goto(`${site.baseUrl}/admin`);
    const failed = page.getByRole('region', { name: /^Refunds that failed/ });
    await failed.getByRole('button', { name: 'Mark handled (refund to Rita Refund)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark the refund handled' });
    await dialog.getByLabel('Note').fill('Paid back by bank transfer on 30 November.');
    await screenshot(page, 'billing-attention-mark-handled');
    await dialog.getByRole('button', { name: 'Mark handled' }).click();
    await failed.getByText('A$100.00 to Rita Refund', { exact: true }).waitFor({ state: 'detached' });
    await page.close();
  });

  it('tells a customer whose renewal was declined until when the team works and how to pay, on /subscription and /team (Manila)', async () => {
    const { customer, subscription } = await payingUsCustomer(site, 'Owen Overdue', {
      role: 'sr_technical',
      billingCycle: 'monthly',
      noOfRoles: 1,
      noOfMonths: 6,
      description: 'Senior Technical, monthly for 6 months',
    });
    const [talent] = await buildHiredTalents(site.db, 1, { firstName: 'Ana', lastName: 'Cruz' });
    const placed = await site.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscription.id}/placements`, payload: { applicantId: talent!.id }, headers: bearer(admin) });
    expect(placed.statusCode, placed.body).toBe(201);
    site.stripe.controls.failNextPayment(subscription.stripeCustomerId);
    await site.stripe.controls.advanceToNextPeriod(subscription.stripeSubscriptionId);
    await pastDue(subscription.id);

    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await signedInContext(site, customer, viewport, { timezoneId: 'Asia/Manila' });
      const page = await context.newPage();
      const console = watchConsole(page);
      await page.goto(`${site.baseUrl}/subscription`);
      const banner = page.getByRole('status').filter({ hasText: /Payment overdue since/ });
      await banner.waitFor({ timeout: 15_000 });
      expect(await banner.textContent()).toMatch(/your team keeps working through \w+ \d+, 20\d\d, then their work is paused until it is paid\./);
      expect(await banner.getByRole('link', { name: 'Pay the open invoice' }).getAttribute('href')).toMatch(/\/invoices\/in_/);
      expect(await horizontalOverflow(page), `${name}: nothing wider than the screen`).toBe(0);
      await screenshot(page, 'billing-overdue-subscription');
      await page.goto(`${site.baseUrl}/team`);
      const notice = page.getByRole('status').filter({ hasText: /Payment overdue since/ });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/keeps working through/);
      await screenshot(page, 'billing-overdue-team');
      expect(console).toEqual([]);
      await context.close();
    }
  });
});
