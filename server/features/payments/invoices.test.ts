import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../../contract/money.js';
import { statementMessages, type InvoiceRecord } from '../../../contract/payments.js';
import type { SessionUser } from '../../../contract/users.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { parseCsv } from '../../test/payroll-csv.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp();
let olivia: SessionUser;
let other: SessionUser;
let usdSubscription: string;

const get = (url: string, user: SessionUser) => ctx.app.inject({ url, headers: bearer(user) });
const invoicesOf = async (user: SessionUser, query = '') => (await get(`/api/v1/payments/myinvoices${query}`, user)).json() as { invoices: InvoiceRecord[]; total: number };
const day = (iso: string) => iso.slice(0, 10);

beforeAll(async () => {
  olivia = await registerCustomer(ctx.app, { name: 'Olivia Nguyen' });
  other = await registerCustomer(ctx.app, { name: 'Oscar Other' });
  ({ subscriptionId: usdSubscription } = await paidSubscription(ctx, olivia, { role: 'jr_technical', region: 'US', noOfRoles: 2, noOfMonths: 6 }));
  await paidSubscription(ctx, olivia, { role: 'sr_technical', region: 'AU', noOfRoles: 1, billingCycle: 'yearly', currency: 'aud' });
  // Yearly: the month's advance of the emulator's one clock must not renew it too.
  await paidSubscription(ctx, other, { role: 'jr_technical', region: 'US', noOfRoles: 1, billingCycle: 'yearly' });
  // A month on: the monthly plan renews (a second invoice, for the next period).
  await ctx.emulator.controls.advanceToNextPeriod(usdSubscription);
  await ctx.settle();
});

describe('GET /payments/myinvoices', () => {
  it('lists each of the caller’s invoices, newest first, with its number, period, links and amount, as Stripe has them', async () => {
    const { invoices, total } = await invoicesOf(olivia);
    expect(total).toBe(3);
    expect(invoices.map((invoice) => invoice.createdAt)).toEqual(invoices.map((invoice) => invoice.createdAt).sort().reverse());
    const subscription = await ctx.stripe.client.subscriptions.retrieve(usdSubscription);
    const item = subscription.items.data[0]!;
    const renewal = invoices[0]!;
    const stripeInvoice = await ctx.stripe.client.invoices.retrieve(renewal.invoiceId);
    expect(stripeInvoice.billing_reason).toBe('subscription_cycle');
    expect(renewal).toMatchObject({
      number: stripeInvoice.number,
      amount: stripeInvoice.amount_paid,
      currency: 'usd',
      status: 'paid',
      hostedInvoiceUrl: stripeInvoice.hosted_invoice_url,
      invoicePdfUrl: stripeInvoice.invoice_pdf,
      // The period it bills (the new month), not the invoice's own period (the month that ended).
      periodStart: new Date(item.current_period_start * 1000).toISOString(),
      periodEnd: new Date(item.current_period_end * 1000).toISOString(),
    });
    expect(renewal.number).toMatch(/\S/);
    expect(renewal.periodStart).not.toBe(new Date(stripeInvoice.period_start * 1000).toISOString());
    // The first invoice billed the month before.
    const first = invoices.find((invoice) => invoice.currency === 'usd' && invoice.invoiceId !== renewal.invoiceId)!;
    expect(first.periodEnd).toBe(renewal.periodStart);
  });

  it('pages with a total, searches by number, and shows nobody else’s', async () => {
    const all = await invoicesOf(olivia);
    const page = await invoicesOf(olivia, '?page=2&pageSize=2');
    expect(page.total).toBe(3);
    expect(page.invoices.map((invoice) => invoice.invoiceId)).toEqual([all.invoices[2]!.invoiceId]);
    const past = await invoicesOf(olivia, '?page=5&pageSize=2');
    expect(past).toEqual({ invoices: [], total: 3 });
    const byNumber = await invoicesOf(olivia, `?q=${encodeURIComponent(all.invoices[1]!.number!)}`);
    expect(byNumber.invoices.map((invoice) => invoice.invoiceId)).toEqual([all.invoices[1]!.invoiceId]);
    const others = await invoicesOf(other);
    expect(others.total).toBe(1);
    expect(others.invoices.some((invoice) => all.invoices.some((mine) => mine.invoiceId === invoice.invoiceId))).toBe(false);
    expect((await get('/api/v1/payments/myinvoices?pageSize=0', olivia)).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/payments/myinvoices' })).statusCode).toBe(401);
  });
});

describe('GET /payments/statement.csv', () => {
  const statement = (query: string, user: SessionUser = olivia) => get(`/api/v1/payments/statement.csv${query}`, user);

  it('writes the invoices dated in the period (UTC days, both included) and a total per currency that is their sum', async () => {
    const { invoices } = await invoicesOf(olivia);
    const oldest = invoices.at(-1)!;
    const newest = invoices[0]!;
    const response = await statement(`?from=${day(oldest.createdAt)}&to=${day(newest.createdAt)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${day(oldest.createdAt)}_${day(newest.createdAt)}-utc.csv"`);
    const { header, rows, totals } = parseCsv(response.body);
    expect(header).toEqual([
      'Invoice number', 'Invoice date (UTC)', 'Period start (UTC)', 'Period end (UTC)', 'Description', 'Status', 'Amount', 'Tax included',
      'Refunded', 'Currency', 'Amount (number)', 'Invoice page', 'Invoice PDF',
    ]);
    const lines = [...rows, totals];
    const invoiceLines = lines.filter((line) => !line['Invoice number']!.startsWith('Total'));
    const totalLines = lines.filter((line) => line['Invoice number']!.startsWith('Total'));
    // Oldest first, every invoice once.
    expect(invoiceLines.map((line) => line['Invoice number'])).toEqual([...invoices].reverse().map((invoice) => invoice.number));
    const renewal = invoiceLines.find((line) => line['Invoice number'] === newest.number)!;
    expect(renewal).toMatchObject({
      'Invoice date (UTC)': day(newest.createdAt),
      'Period start (UTC)': day(newest.periodStart!),
      'Period end (UTC)': day(newest.periodEnd!),
      Status: 'Paid',
      Amount: formatMinorUnits(newest.amount, 'usd'),
      Currency: 'USD',
      'Amount (number)': (newest.amount / 100).toFixed(2),
      'Invoice page': newest.hostedInvoiceUrl,
      'Invoice PDF': newest.invoicePdfUrl ?? '',
    });
    // A total per currency: the sum of that currency's invoices, written both ways.
    expect(totalLines.map((line) => line['Invoice number']).sort()).toEqual(['Total AUD', 'Total USD']);
    for (const currency of ['usd', 'aud'] as const) {
      const sum = invoices.filter((invoice) => invoice.currency === currency).reduce((total, invoice) => total + invoice.amount, 0);
      const line = totalLines.find((candidate) => candidate['Invoice number'] === `Total ${currency.toUpperCase()}`)!;
      expect(line.Amount).toBe(formatMinorUnits(sum, currency));
      expect(Number(line['Amount (number)'])).toBeCloseTo(sum / 100, 2);
      expect(Number(line['Amount (number)'])).toBe(invoiceLines.filter((row) => row.Currency === currency.toUpperCase()).reduce((total, row) => total + Number(row['Amount (number)']), 0));
    }
  });

  it('leaves out invoices dated outside the period, and answers a period without any with the header alone', async () => {
    const { invoices } = await invoicesOf(olivia);
    const renewalDay = day(invoices[0]!.createdAt);
    const { rows, totals } = parseCsv((await statement(`?from=${renewalDay}&to=${renewalDay}`)).body);
    expect(rows.map((line) => line['Invoice number'])).toEqual([invoices[0]!.number]);
    expect(totals).toMatchObject({ 'Invoice number': 'Total USD', Amount: formatMinorUnits(invoices[0]!.amount, 'usd'), Description: `1 invoice dated ${renewalDay} to ${renewalDay}` });
    const empty = await statement('?from=2001-01-01&to=2001-12-31');
    expect(empty.statusCode).toBe(200);
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('never holds another customer’s invoices', async () => {
    const { invoices } = await invoicesOf(olivia);
    const theirs = (await invoicesOf(other)).invoices;
    const { rows, totals } = parseCsv((await statement(`?from=${day(invoices.at(-1)!.createdAt)}&to=${day(invoices[0]!.createdAt)}`, other)).body);
    expect(rows.map((line) => line['Invoice number'])).toEqual(theirs.map((invoice) => invoice.number));
    expect(totals).toMatchObject({ 'Invoice number': 'Total USD', Amount: formatMinorUnits(theirs[0]!.amount, 'usd') });
  });

  it('refuses bad dates, a period that ends before it starts, and one longer than three years, with a clear message', async () => {
    const answers = {
      missing: await statement('?from=2026-01-01'),
      notADate: await statement('?from=2026-02-30&to=2026-03-01'),
      words: await statement('?from=yesterday&to=2026-03-01'),
      backwards: await statement('?from=2026-03-02&to=2026-03-01'),
      tooLong: await statement('?from=2023-01-01&to=2026-01-01'),
    };
    expect(Object.values(answers).map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.missing.json().message).toBe(statementMessages.toRequired);
    expect(answers.notADate.json().message).toBe(statementMessages.fromInvalid);
    expect(answers.words.json().message).toBe(statementMessages.fromInvalid);
    expect(answers.backwards.json()).toMatchObject({ message: statementMessages.toBeforeFrom, fieldErrors: { to: statementMessages.toBeforeFrom } });
    expect(answers.tooLong.json().message).toBe(statementMessages.tooLong);
    // Three years to the day, both ends included, is allowed.
    expect((await statement('?from=2023-01-01&to=2025-12-31')).statusCode).toBe(200);
  });
});
