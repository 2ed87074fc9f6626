import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extraHourCharges, payments, placements, timesheets } from '../server/db/schema.js';
import { bearer } from '../server/test/factories.js';
import { buildHiredTalents } from '../server/test/placement-factories.js';
import { weekContaining } from '../server/features/timesheets/weeks.js';
import { checkPage, openPage, signedInContext, useSite, viewports } from './harness.js';
import { payingCustomer } from './steps.js';

const { site, admin } = useSite({ admin: true });

/** Waits for `check` to answer something (the site's worker runs the webhook's sync and the billing of a week). */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: never happened`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The Monday of last week, in the placement's zone. */
const lastWeeksMonday = (timeZone: string) => weekContaining(new Date(Date.now() - 7 * 86_400_000), timeZone).weekStart;

describe('billing that follows the work, in chromium (Asia/Manila)', () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    it(`a customer adds a talent from Your team, the seat opens on Staffing; a week with overtime waits on Your team, then is on the next invoice (${width})`, async () => {
      const name = width === 'phone' ? 'Bayside Clinics' : 'Lakeside Builders';
      const { customer, subscription } = await payingCustomer(site, name, { role: 'jr_technical', billingCycle: 'monthly', noOfRoles: 1, noOfMonths: 6, description: 'Junior Technical' });
      const [talent] = await buildHiredTalents(site.db, 1, { firstName: width === 'phone' ? 'Carla' : 'Dante', lastName: 'Villanueva' });
      const assigned = await site.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscription.id}/placements`, payload: { applicantId: talent!.id }, headers: bearer(admin) });
      expect(assigned.statusCode, assigned.body).toBe(201);
      const placementId = assigned.json().placement._id as string;
      // The talent started a month ago, so last week is theirs.
      await site.db.update(placements).set({ startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) }).where(eq(placements.id, placementId));
      const [placement] = await site.db.select().from(placements).where(eq(placements.id, placementId));

      // 1. Your team: "Add a talent" shows what Stripe will charge now and per month, then adds the seat.
      const context = await signedInContext(site, customer, viewport, { timezoneId: 'Asia/Manila' });
      const team = await openPage(site, context, '/team');
      await team.getByRole('heading', { level: 1 }).waitFor();
      await team.getByRole('button', { name: /^Add a talent to Junior Technical/ }).click();
      const dialog = team.getByRole('dialog', { name: 'Add a talent' });
      await dialog.getByText('Due now').waitFor();
      await dialog.getByText('$4,000.00').waitFor();
      await checkPage(team, 'team-billing-add-dialog');
      await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
      await team.getByText('The seat is added and paid. We will start looking for your new talent.').waitFor();
      await team.getByText('2 seats', { exact: true }).first().waitFor();
      await checkPage(team, 'team-billing-seat-added');

      // 2. Staffing: the new seat is open, and the history lists the change.
      const adminContext = await signedInContext(site, admin, viewport);
      const staffing = await openPage(site, adminContext, `/staffing?q=${encodeURIComponent(customer.email)}`);
      const detail = (await site.app.inject({ url: `/api/v1/staffing/subscriptions/${subscription.id}`, headers: bearer(admin) })).json();
      expect(detail.row).toMatchObject({ seats: 2, filledSeats: 1 });
      await staffing.getByRole('button', { name: `History of ${name}, Junior Technical` }).first().click();
      const history = staffing.getByRole('dialog');
      await history.getByRole('heading', { name: 'Seat changes' }).waitFor();
      await history.getByText('1 → 2 seats').waitFor();
      await checkPage(staffing, 'team-billing-staffing-history');
      await adminContext.close();

      // 3. A week of 44 h, approved on Your team: its 4 extra hours wait for the next invoice.
      const weekStart = lastWeeksMonday(placement!.timeZone);
      await site.db.insert(timesheets).values({
        placementId,
        customerId: customer.id,
        talentId: talent!.id,
        weekStart,
        quarterHours: [9, 9, 9, 9, 8, 0, 0].map((hours) => hours * 4),
        status: 'submitted',
        submittedAt: new Date(),
        // Still the customer's to answer (the automatic approval waits two more days).
        approveBy: new Date(Date.now() + 2 * 86_400_000),
      });
      await team.reload();
      await team.getByRole('button', { name: new RegExp(`^Approve ${talent!.firstName} Villanueva`) }).click();
      const charge = await eventually('the week billed', async () => (await site.db.select().from(extraHourCharges).where(eq(extraHourCharges.customerId, customer.id)))[0]);
      expect(charge).toMatchObject({ quarterHours: 16, amount: 4 * 1731 });
      // No reload: Your team reads its billing again a moment after the approval.
      const waiting = team.getByRole('region', { name: /Extra hours waiting/ }).first();
      await waiting.getByText('$69.24').first().waitFor();
      await waiting.getByText('Extra and weekend hours: $17.31 an hour per talent').waitFor();
      await checkPage(team, 'team-billing-extra-hours-waiting');

      // 4. The renewal: the invoice lists the hours as a line, and Your team no longer shows them waiting.
      await site.stripe.controls.advanceToNextPeriod(subscription.stripeSubscriptionId);
      const renewal = await eventually('the renewal recorded', async () =>
        (await site.db.select().from(payments).where(and(eq(payments.stripeSubscriptionId, subscription.stripeSubscriptionId), eq(payments.billingReason, 'subscription_cycle'))))[0],
      );
      const invoicePage = await context.newPage();
      await invoicePage.goto(renewal.hostedInvoiceUrl!);
      await invoicePage.getByText(charge.description).waitFor();
      await invoicePage.close();
      await eventually('the hours invoiced', async () => ((await site.db.select().from(extraHourCharges).where(eq(extraHourCharges.id, charge.id)))[0]?.status === 'invoiced' ? true : undefined));
      await team.reload();
      await team.getByText('No extra hours are waiting.', { exact: false }).first().waitFor();
      const invoices = await openPage(site, context, '/payments');
      await invoices.getByRole('heading', { level: 1 }).waitFor();
      await invoices.getByText(renewal.invoiceNumber!).first().waitFor();
      await checkPage(invoices, 'team-billing-invoices');
      await context.close();
    }, 180_000);
  }
});
