import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { findPlan, type BillingCycle, type PlanKey } from '../contract/catalogues/plans.js';
import { subscriptions } from '../server/features/billing/billing.table.js';
import { bearer, registerCustomer } from '../server/test/factories.js';
import type { Site } from './harness.js';

/**
 * Steps several journeys take as a visitor or customer would: the site's forms filled in by the same
 * people, a log-in, a purchase paid on Stripe's page.
 */

/** /login opens the login panel over the home page, and goes on to `next` once logged in. */
export async function logIn(site: Site, page: Page, email: string, password: string, next: string): Promise<void> {
  await page.goto(`${site.baseUrl}/login?next=${encodeURIComponent(next)}`);
  const panel = page.getByRole('dialog');
  await panel.waitFor();
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Log in' }).click();
}

/** Fills in the message form (`form`: /message-us's, or the home page's) as Ethan Brooks of Brooks Legal; does not send it. */
export async function fillMessageForm(form: Locator, { website = 'https://brookslegal.com', message = 'We need a paralegal assistant and an intake receptionist.' } = {}): Promise<void> {
  await form.getByLabel('Full name').fill('Ethan Brooks');
  await form.getByLabel('Email').fill('ethan@brookslegal.com');
  await form.getByLabel('Contact number').fill('+1 415 555 0137');
  await form.getByLabel('Company website').fill(website);
  await form.getByLabel('Message').fill(message);
}

/** Fills in the call booking (/getstarted) as Olivia Nguyen of Harbour Physio Group: 9:00 to 9:30 UTC on `date` (YYYY-MM-DD); does not send it. */
export async function fillBookingForm(page: Page, { date, email = 'olivia@harbourphysio.com.au' }: { date: string; email?: string }): Promise<void> {
  await page.getByLabel('Company or identity').fill('Harbour Physio Group');
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contact number').fill('+61 2 5550 1842');
  await page.getByLabel('Timezone').selectOption('UTC');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time from').fill('09:00');
  await page.getByLabel('Time to').fill('09:30');
}

/** What a customer buys at US prices: `noOfRoles` talents of the plan `role` for `noOfMonths` months, billed each `billingCycle`. */
export interface UsPurchase {
  role: PlanKey;
  billingCycle: BillingCycle;
  noOfRoles: number;
  noOfMonths: number;
  description: string;
}

/**
 * A new customer `name` who bought `purchase` and paid on Stripe's page: answers them and our
 * subscription row once Stripe's webhook has reached the site and its worker has made it active.
 */
export async function payingCustomer(site: Site, name: string, { role, billingCycle, noOfRoles, noOfMonths, description }: UsPurchase) {
  const customer = await registerCustomer(site.app, { name });
  const amount = findPlan(role)!.prices.US[billingCycle] * noOfRoles;
  const selection = { region: 'US', role, amount, showAmount: `$${amount.toLocaleString('en-US')}`, noOfRoles, noOfMonths, billingCycle, description, currency: 'usd' };
  const response = await site.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: selection, headers: bearer(customer) });
  expect(response.statusCode, response.body).toBe(200);
  await site.stripe.controls.completeCheckout(new URL(response.json<{ url: string }>().url).pathname.split('/').pop()!, { outcome: 'pay' });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [paid] = await site.db.select().from(subscriptions).where(and(eq(subscriptions.userId, customer.id), eq(subscriptions.status, 'active')));
    if (paid) return { customer, subscription: paid };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the subscription of ${name} never became active`);
}
