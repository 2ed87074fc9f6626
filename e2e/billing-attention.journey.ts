import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutSelection } from '../server/test/billing-factories.js';
import { bearer, registerCustomer } from '../server/test/factories.js';
import { screenshot, useSite, viewports } from './harness.js';

const { site, admin } = useSite({ admin: true });

/** A customer who paid AUD 3,270.00 through the emulator's checkout; answers the recorded payment. */
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
      await disputes.getByText('AUD 3,270.00 paid by Dina Dispute').waitFor();
      await disputes.getByText(/^Evidence due /).waitFor();
      expect(await disputes.getByRole('link', { name: /Open in Stripe/ }).getAttribute('href')).toMatch(/^https:\/\/dashboard\.stripe\.com\/test\/disputes\/dp_/);
      await page.getByRole('region', { name: /^Refunds that failed/ }).getByText('AUD 100.00 to Rita Refund').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, 'billing-attention-admin-home');

      await page.goto(`${site.baseUrl}/refunds`);
      const row = page.getByRole('row').filter({ hasText: 'Dina Dispute' }).first();
      await row.getByRole('button', { name: /^Refund payment of/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund payment' });
      await dialog.getByRole('button', { name: 'Refund', exact: true }).waitFor();
      await dialog.getByLabel('Amount to refund (AUD)').fill('100');
      await dialog.getByRole('button', { name: 'Refund AUD 100.00' }).waitFor();
      await dialog.getByRole('radio', { name: 'Everything that remains (AUD 3,270.00)' }).check();
      await dialog.getByRole('button', { name: 'Refund AUD 3,270.00' }).waitFor();
      await screenshot(page, 'billing-attention-refund-dialog');
      await page.close();
    }
  });
});
