import { inArray } from 'drizzle-orm';
import { findPlan, type BillingCycle, type PlanKey } from '../../../contract/catalogues/plans.js';
import { regionInfo, type Region } from '../../../contract/catalogues/regions.js';
import { findUserByEmail } from '../../features/auth/auth.repository.js';
import { subscriptions } from '../../features/billing/billing.table.js';
import { payments, refunds } from '../../features/payments/payments.table.js';
import { countLine, type Seeder } from './seeder.js';

const day = 24 * 60 * 60 * 1000;

interface DemoSubscription {
  key: string;
  plan: PlanKey;
  region: Region;
  cycle: BillingCycle;
  talents: number;
  months: number | null;
  status: 'active' | 'canceled';
  startedDaysAgo: number;
  /** Paid invoices so far, oldest first; the amount refunded of each. */
  refunded: number[];
}

/** The demo customer's history: two running subscriptions and one that ended, one payment partly refunded. */
const demoSubscriptions: DemoSubscription[] = [
  { key: 'demo_sr_us', plan: 'sr_technical', region: 'US', cycle: 'monthly', talents: 2, months: 6, status: 'active', startedDaysAgo: 45, refunded: [0, 0] },
  { key: 'demo_cr_au', plan: 'call_receptionist', region: 'AU', cycle: 'yearly', talents: 1, months: null, status: 'active', startedDaysAgo: 20, refunded: [0] },
  { key: 'demo_jr_can', plan: 'jr_non_technical', region: 'CAN', cycle: 'monthly', talents: 1, months: 3, status: 'canceled', startedDaysAgo: 150, refunded: [0, 0, 600_00] },
];

/**
 * Subscriptions and payments of the demo customer, written as rows (the seed runs in one database
 * transaction, without Stripe), so the subscriptions, payments, customers and refunds dashboards
 * are not empty. Their Stripe ids are made up (`sub_demo_…`): a refund or cancel of a seeded row
 * reaches Stripe, which does not know them, and answers 'Payments are unavailable…'.
 */
export const billingSeeder: Seeder = {
  name: 'billing',
  async seed({ tx, now, customer }) {
    const account = await findUserByEmail(tx, customer.email);
    if (!account) return 'no demo customer, nothing added';
    const ids = demoSubscriptions.map((demo) => `sub_${demo.key}`);
    const existing = new Set(
      (await tx.select({ id: subscriptions.stripeSubscriptionId }).from(subscriptions).where(inArray(subscriptions.stripeSubscriptionId, ids))).map((row) => row.id),
    );
    let added = 0;
    for (const demo of demoSubscriptions) {
      const stripeSubscriptionId = `sub_${demo.key}`;
      if (existing.has(stripeSubscriptionId)) continue;
      const plan = findPlan(demo.plan)!;
      const unitAmount = plan.prices[demo.region][demo.cycle] * 100;
      const currency = regionInfo[demo.region].currency;
      const interval = demo.cycle === 'monthly' ? 'month' : 'year';
      const periodDays = demo.cycle === 'monthly' ? 30 : 365;
      const start = new Date(now - demo.startedDaysAgo * day);
      const description = `${plan.name}: ${demo.talents} talent${demo.talents === 1 ? '' : 's'}, ${demo.cycle === 'monthly' ? `monthly for ${demo.months} months` : 'yearly'}`;
      const invoiceIds = demo.refunded.map((_, index) => `in_${demo.key}_${index + 1}`);
      await tx.insert(subscriptions).values({
        stripeSubscriptionId,
        stripeCustomerId: `cus_demo_${currency}`,
        userId: account.id,
        status: demo.status,
        plan: demo.plan,
        region: demo.region,
        billingCycle: demo.cycle,
        months: demo.months,
        description,
        currency,
        unitAmount,
        quantity: demo.talents,
        periodAmount: unitAmount * demo.talents,
        interval,
        intervalCount: 1,
        paymentMethodId: 'pm_demo_visa',
        shippingLine1: '1209 Orange Street',
        shippingCity: 'Wilmington',
        shippingState: 'DE',
        shippingCountry: 'US',
        latestInvoiceId: invoiceIds.at(-1) ?? null,
        startDate: start,
        currentPeriodEnd: new Date(start.getTime() + demo.refunded.length * periodDays * day),
        cancelAt: demo.months ? new Date(start.getTime() + demo.months * periodDays * day) : null,
        canceledAt: demo.status === 'canceled' ? new Date(start.getTime() + demo.months! * periodDays * day) : null,
        createdAt: start,
      });
      for (const [index, amountRefunded] of demo.refunded.entries()) {
        const amount = unitAmount * demo.talents;
        const [payment] = await tx
          .insert(payments)
          .values({
            stripeInvoiceId: invoiceIds[index]!,
            stripeSubscriptionId,
            userId: account.id,
            paymentIntentId: `pi_${demo.key}_${index + 1}`,
            paymentMethod: 'visa •••• 4242',
            amount,
            amountRefunded,
            currency,
            status: amountRefunded === 0 ? 'paid' : amountRefunded >= amount ? 'refunded' : 'partially_refunded',
            billingReason: index === 0 ? 'subscription_create' : 'subscription_cycle',
            plan: demo.plan,
            talents: demo.talents,
            months: demo.months,
            billingCycle: demo.cycle,
            description,
            createdAt: new Date(start.getTime() + index * periodDays * day),
          })
          .returning({ id: payments.id });
        if (amountRefunded > 0) {
          await tx.insert(refunds).values({
            stripeRefundId: `re_${demo.key}_${index + 1}`,
            paymentId: payment!.id,
            amount: amountRefunded,
            currency,
            status: 'succeeded',
            reason: 'requested_by_customer',
            createdAt: new Date(start.getTime() + (index * periodDays + 3) * day),
          });
        }
      }
      added += 1;
    }
    return countLine(demoSubscriptions.length, added, `subscriptions of ${customer.email} with their payments`);
  },
};
