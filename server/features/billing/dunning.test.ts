import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { mailDeliveries, subscriptions } from '../../db/schema.js';
import { checkoutSelection, paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { buildWorkingTalent } from '../../test/placement-factories.js';
import { sessionIdOf, useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ admin: true });
const inbox = 'inbox@site.test';
const DAY = 86_400;

const get = (url: string, user: SessionUser) => ctx.app.inject({ url, headers: bearer(user) });
const mailsTo = async (to: string, template: string) =>
  (await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, to))).filter((mail) => mail.template === template);
const rowOf = async (stripeSubscriptionId: string) =>
  (await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)))[0]!;

describe('a renewal that is declined', () => {
  it('mails the customer and the company inbox once, counts it on the admin home, and tells /subscription what /team says', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Dana Overdue' });
    const { subscriptionId, customerId } = await paidSubscription(ctx, customer, { billingCycle: 'monthly' });
    await buildWorkingTalent(ctx.db, subscriptionId, { firstName: 'Maria', lastName: 'Santos' });

    ctx.emulator.controls.failNextPayment(customerId);
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    const row = await rowOf(subscriptionId);
    expect(row.status).toBe('past_due');
    const invoice = await ctx.stripe.client.invoices.retrieve(row.latestInvoiceId!);
    expect(invoice.status).toBe('open');

    const [toCustomer] = await mailsTo(customer.email, 'billing.payment-failed');
    const graceEnd = new Date(row.pastDueSince!.getTime() + 7 * DAY * 1000).toISOString();
    expect(toCustomer?.props).toMatchObject({ hostedInvoiceUrl: invoice.hosted_invoice_url, workPausesAfter: graceEnd });
    const [toInbox] = await mailsTo(inbox, 'billing.renewal-failed-inbox');
    expect(toInbox?.subject).toMatch(/^Payment overdue: \$[\d,]+\.\d\d from Dana Overdue$/);
    expect(toInbox?.props).toMatchObject({
      customerName: 'Dana Overdue',
      customerEmail: customer.email,
      why: 'declined',
      overdueSince: row.pastDueSince!.toISOString(),
      workPausesAfter: graceEnd,
      invoiceId: invoice.id,
    });

    // The admin home counts it, and links to the overdue subscriptions.
    expect((await get('/api/v1/admin/overview', ctx.admin)).json().pastDueSubscriptions).toBe(1);

    // /subscription carries what its banner says, the same day /team names.
    const [record] = (await get('/api/v1/subscription/my', customer)).json();
    const team = (await get('/api/v1/team', customer)).json().subscriptions[0];
    expect(team.workPausedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.paymentOverdue).toEqual({ since: row.pastDueSince!.toISOString(), workPausedFrom: team.workPausedFrom, invoiceUrl: invoice.hosted_invoice_url });

    // Stripe retries (declined again), and every event is delivered twice: still one mail each.
    ctx.emulator.controls.failNextPayment(customerId);
    await ctx.emulator.controls.advanceClock(3 * DAY + 60);
    await ctx.settle();
    expect((await ctx.stripe.client.invoices.retrieve(invoice.id)).attempt_count).toBe(2);
    for (const event of ctx.emulator.controls.events().filter((sent) => sent.type.startsWith('invoice.'))) await ctx.emulator.controls.deliver(event.id);
    await ctx.settle();
    expect(await mailsTo(customer.email, 'billing.payment-failed')).toHaveLength(1);
    expect(await mailsTo(inbox, 'billing.renewal-failed-inbox')).toHaveLength(1);

    // Paid at last: no banner, no count.
    await ctx.emulator.controls.advanceClock(2 * DAY + 60);
    await ctx.settle();
    expect((await rowOf(subscriptionId)).status).toBe('active');
    expect((await get('/api/v1/subscription/my', customer)).json()[0].paymentOverdue).toBeNull();
    expect((await get('/api/v1/admin/overview', ctx.admin)).json().pastDueSubscriptions).toBe(0);
  }, 90_000);
});

/** A customer whose card asks for authentication on every payment made without them (3D Secure). */
async function subscribedWithAuthenticationCard(customer: SessionUser) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: checkoutSelection(), headers: bearer(customer) });
  const completion = await ctx.emulator.controls.completeCheckout(sessionIdOf(response.json().url), { outcome: 'pay', card: 'authentication_required' });
  await ctx.settle();
  return String(completion.session.subscription);
}

describe('a renewal the bank asks the cardholder to confirm', () => {
  it('mails the invoice page to confirm it on; paid there with a new card, that card pays the next renewal', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Sam Secure' });
    const subscriptionId = await subscribedWithAuthenticationCard(customer);
    const firstCard = (await rowOf(subscriptionId)).paymentMethodId;

    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    const row = await rowOf(subscriptionId);
    expect(row.status).toBe('past_due');
    const invoice = await ctx.stripe.client.invoices.retrieve(row.latestInvoiceId!);
    const confirm = await mailsTo(customer.email, 'billing.payment-action-required');
    expect(confirm).toHaveLength(1);
    expect(confirm[0]!.subject).toBe('Confirm your payment');
    expect(confirm[0]!.props).toMatchObject({ hostedInvoiceUrl: invoice.hosted_invoice_url });
    // Not a "did not go through" mail as well; the inbox is told it waits for the cardholder.
    expect(await mailsTo(customer.email, 'billing.payment-failed')).toHaveLength(0);
    const notices = (await mailsTo(inbox, 'billing.renewal-failed-inbox')).filter((mail) => mail.props?.customerEmail === customer.email);
    expect(notices.map((mail) => mail.props?.why)).toEqual(['authentication']);

    // The customer opens the link and pays with another card (Mastercard 4444).
    const paid = await fetch(`${invoice.hosted_invoice_url}/pay`, { method: 'POST', body: new URLSearchParams({ number: '5555555555554444' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    await ctx.settle();
    const recovered = await rowOf(subscriptionId);
    expect(recovered).toMatchObject({ status: 'active', pastDueSince: null, paymentMethodBrand: 'mastercard', paymentMethodLast4: '4444' });
    expect(recovered.paymentMethodId).not.toBe(firstCard);
    expect(String((await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).default_payment_method)).toBe(recovered.paymentMethodId);

    // The next renewal charges the new card, without asking anyone.
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    const next = await rowOf(subscriptionId);
    expect(next.status).toBe('active');
    const [payment] = (await get('/api/v1/payments/mypayments', customer)).json();
    expect(payment).toMatchObject({ status: 'paid', paymentMethod: 'Mastercard •••• 4444' });
    expect(await mailsTo(customer.email, 'billing.payment-action-required')).toHaveLength(1);
  }, 90_000);
});
