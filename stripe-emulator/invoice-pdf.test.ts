import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from './hosted-pages.js';
import { pdfText, startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

/** A renewal billing the plan and eleven weeks of extra hours: twelve lines, more than an invoice embeds. */
async function renewalWithTwelveLines() {
  const { customer, subscription } = await subscribedCustomer(test, { unitAmount: 4900, name: 'Virtual assistant' });
  await test.stripe.customers.update(customer.id, { address: { line1: '1 Rizal Avenue', city: 'Manila', postal_code: '1000', country: 'PH' } });
  for (let week = 1; week <= 11; week += 1) {
    await test.stripe.invoiceItems.create({ customer: customer.id, subscription: subscription.id, currency: 'usd', amount: 1000 * week, description: `Extra hours, week ${week}: ${week} h` });
  }
  await test.emulator.controls.advanceToNextPeriod(subscription.id);
  const invoiceId = String((await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice);
  return { customer, subscription, invoice: await test.stripe.invoices.retrieve(invoiceId) };
}

describe('every line of an invoice, on the API, the hosted page and the PDF', () => {
  it('embeds ten lines with has_more, and pages through all of them in order', async () => {
    const { invoice } = await renewalWithTwelveLines();
    expect(invoice.total).toBe(4900 + 66_000);
    expect([invoice.lines.data.length, invoice.lines.has_more]).toEqual([10, true]);

    const all = [];
    for await (const line of test.stripe.invoices.listLineItems(invoice.id, { limit: 5 })) all.push(line);
    expect(all.map((line) => line.description)).toEqual(['1 × Virtual assistant (at $49.00 / month)', ...Array.from({ length: 11 }, (_, index) => `Extra hours, week ${index + 1}: ${index + 1} h`)]);
  });

  it('lists every line on the hosted page, with its period, the totals and a link to the PDF', async () => {
    const { invoice } = await renewalWithTwelveLines();
    const html = await (await fetch(invoice.hosted_invoice_url!)).text();
    for (let week = 1; week <= 11; week += 1) expect(html).toContain(`Extra hours, week ${week}: ${week} h`);
    expect(html).toContain(`Issued ${formatDate(invoice.status_transitions.finalized_at!)}`);
    expect(html).toContain('$709.00');
    expect(html).toContain(`<a href="${invoice.invoice_pdf}">Download the invoice (PDF)</a>`);
  });

  it('serves a real PDF with the number, dates, customer, each line and the totals', async () => {
    const { invoice } = await renewalWithTwelveLines();
    const response = await fetch(invoice.invoice_pdf!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = await pdfText(bytes);
    expect(text).toContain(invoice.number);
    expect(text).toContain(formatDate(invoice.status_transitions.finalized_at!));
    expect(text).toEqual(expect.arrayContaining(['Ada Lovelace', 'ada@example.com', '1 Rizal Avenue', '1000 Manila', 'PH']));
    expect(text).toContain('1 × Virtual assistant (at $49.00 / month)');
    expect(text).toContain('Extra hours, week 11: 11 h');
    expect(text).toContain('$110.00');
    const line = invoice.lines.data[0]!;
    expect(text).toContain(`${formatDate(line.period.start)} – ${formatDate(line.period.end)}`);
    expect(text.slice(text.indexOf('Total'), text.indexOf('Total') + 2)).toEqual(['Total', '$709.00']);
    expect(text.slice(text.indexOf('Amount paid'), text.indexOf('Amount paid') + 2)).toEqual(['Amount paid', '$709.00']);
  });

  it('has no page nor PDF for a draft, as Stripe', async () => {
    const { customer } = await subscribedCustomer(test);
    const draft = await test.stripe.invoices.create({ customer: customer.id, auto_advance: false });
    expect(draft.invoice_pdf).toBeNull();
    expect((await fetch(`${test.emulator.url}/invoices/${draft.id}/pdf`)).status).toBe(404);
    expect((await fetch(`${test.emulator.url}/invoices/${draft.id}`)).status).toBe(404);
  });
});
