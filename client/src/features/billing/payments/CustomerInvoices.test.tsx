import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { statementMessages, type InvoiceRecord } from '@contract/payments';
import { builder } from '@/test/builder';
import { customer, jsonResponse, renderRoutes } from '@/test/render';
import { recordApiCalls, statusResponse, type ApiCall } from '@/test/api-stubs';
import { accountBillingRoutes } from '@/features/billing/routes';

/** A paid renewal of A$3,270.00 for the month from November 28, 2026. */
const buildInvoice = builder<InvoiceRecord>(() => ({
  _id: 'p-1',
  invoiceId: 'in_1',
  number: 'A1B2C3D4-0002',
  createdAt: '2026-11-28T03:12:00.000Z',
  periodStart: '2026-11-28T03:12:00.000Z',
  periodEnd: '2026-12-28T03:12:00.000Z',
  description: 'Senior Technical — 2 talents, billed monthly',
  amount: 327000,
  amountRefunded: 0,
  taxAmount: null,
  currency: 'aud',
  status: 'paid',
  disputeStatus: null,
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_1',
  invoicePdfUrl: 'https://pay.stripe.com/invoice/in_1/pdf',
}));

const statementCsv = 'Invoice number\r\nTotal AUD\r\n';

function answer(call: ApiCall): Response {
  if (call.path === '/api/v1/payments/myinvoices') {
    return jsonResponse(200, {
      invoices: [
        buildInvoice(),
        buildInvoice({
          _id: 'p-2',
          invoiceId: 'in_0',
          number: null,
          createdAt: '2026-10-28T03:12:00.000Z',
          periodStart: '2026-10-28T03:12:00.000Z',
          periodEnd: '2026-11-28T03:12:00.000Z',
          amount: 400000,
          currency: 'usd',
          status: 'partially_refunded',
          amountRefunded: 50000,
          hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_0',
          invoicePdfUrl: null,
        }),
      ],
      total: 2,
    });
  }
  if (call.path === '/api/v1/payments/statement.csv') {
    // A period the server refuses though the form let it through (its rules changed since the page loaded).
    if (call.query.get('from') === '2025-02-02') return statusResponse(400, 'Bad Request', { code: 'request.invalid', message: 'The server refuses this period.' });
    return new Response(statementCsv, {
      status: 200,
      headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="statement-${call.query.get('from')}_${call.query.get('to')}-utc.csv"` },
    });
  }
  throw new Error(`Unexpected call: ${call.path}`);
}

function stubPhoneWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width: 639'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

/** The anchors the page clicked to save a file. */
function catchDownloads(): HTMLAnchorElement[] {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const saved: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
  return saved;
}

const openPayments = async () => {
  renderRoutes({ routes: accountBillingRoutes, initialEntries: ['/payments'], user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Payments' }, { timeout: 5000 })).toBeTruthy();
};

describe("a customer's /payments", () => {
  it('lists every invoice, newest first, with its number, UTC date, period, amount, status, page and PDF', async () => {
    const calls = recordApiCalls(answer);
    await openPayments();
    await screen.findByText('A1B2C3D4-0002');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Number', 'Date', 'Period', 'Description', 'Amount', 'Status', 'Invoice']);
    const [, renewal, first] = screen.getAllByRole('row');
    const row = within(renewal!);
    expect(row.getByText('November 28, 2026')).toBeTruthy();
    expect(row.getByText('November 28, 2026 – December 28, 2026')).toBeTruthy();
    expect(row.getByText('A$3,270.00')).toBeTruthy();
    expect(row.getByText('Paid')).toBeTruthy();
    expect(row.getByRole('link', { name: 'View invoice A1B2C3D4-0002 (opens in a new tab)' }).getAttribute('href')).toBe('https://invoice.stripe.com/i/in_1');
    expect(row.getByRole('link', { name: 'PDF of invoice A1B2C3D4-0002 (opens in a new tab)' }).getAttribute('href')).toBe('https://pay.stripe.com/invoice/in_1/pdf');
    // Without a number yet it goes by Stripe's id; without a PDF only its page is offered; a refund is told under the amount.
    const older = within(first!);
    expect(older.getByText('in_0')).toBeTruthy();
    expect(older.getAllByRole('link').map((link) => link.textContent)).toEqual(['View invoice in_0 (opens in a new tab)']);
    expect(older.getByText('Partially refunded')).toBeTruthy();
    expect(older.getByText('$4,000.00').closest('td')!.textContent).toBe('$4,000.00refunded $500.00');
    expect(screen.getByText('2 invoices')).toBeTruthy();
    const reads = calls.filter((call) => call.path.startsWith('/api/v1/payments'));
    expect(reads.map((call) => [call.path, Object.fromEntries(call.query)])).toEqual([['/api/v1/payments/myinvoices', { page: '1', pageSize: '10' }]]);
  });

  it('shows each invoice as a card on a phone, with its links in view', async () => {
    stubPhoneWidth(true);
    recordApiCalls(answer);
    await openPayments();
    const cards = within(await screen.findByRole('region', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Number', 'Date', 'Period', 'Description', 'Amount', 'Status', 'Invoice']);
    expect(within(cards[0]!).getByRole('link', { name: /^PDF of invoice A1B2C3D4-0002/ })).toBeTruthy();
  });

  it('downloads the statement of the chosen period under the name the server gives it', async () => {
    const calls = recordApiCalls(answer);
    const saved = catchDownloads();
    const user = userEvent.setup();
    await openPayments();
    const statement = screen.getByRole('region', { name: 'Download statement' });
    expect(within(statement).getByText(/a total per currency/)).toBeTruthy();
    expect(within(statement).getByText(/UTC days/)).toBeTruthy();
    fireEvent.change(within(statement).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(statement).getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.click(within(statement).getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('statement-2026-01-01_2026-03-31-utc.csv');
    const sent = calls.filter((call) => call.path === '/api/v1/payments/statement.csv');
    expect(sent.map((call) => Object.fromEntries(call.query))).toEqual([{ from: '2026-01-01', to: '2026-03-31' }]);
  });

  it('says what is wrong with a period before asking, and shows the server’s words when it refuses one', async () => {
    const calls = recordApiCalls(answer);
    catchDownloads();
    const user = userEvent.setup();
    await openPayments();
    const statement = screen.getByRole('region', { name: 'Download statement' });
    fireEvent.change(within(statement).getByLabelText('From'), { target: { value: '2026-03-31' } });
    fireEvent.change(within(statement).getByLabelText('To'), { target: { value: '2026-01-01' } });
    await user.click(within(statement).getByRole('button', { name: 'Download statement' }));
    expect(await within(statement).findByText(statementMessages.toBeforeFrom)).toBeTruthy();
    fireEvent.change(within(statement).getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(within(statement).getByLabelText('To'), { target: { value: '2026-01-01' } });
    await user.click(within(statement).getByRole('button', { name: 'Download statement' }));
    // Longer than three years: the form's own check says so (the server's words are the same).
    expect(await within(statement).findByText(statementMessages.tooLong)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/v1/payments/statement.csv')).toHaveLength(0);
    fireEvent.change(within(statement).getByLabelText('From'), { target: { value: '2025-02-02' } });
    fireEvent.change(within(statement).getByLabelText('To'), { target: { value: '2025-02-03' } });
    await user.click(within(statement).getByRole('button', { name: 'Download statement' }));
    expect((await within(statement).findByRole('alert')).textContent).toBe('The server refuses this period.');
  });
});
