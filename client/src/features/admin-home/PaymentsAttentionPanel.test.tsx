import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { PaymentsAttentionPanel } from './PaymentsAttentionPanel';

const dispute = {
  disputeId: 'dp_1',
  paymentId: 'p-1',
  invoiceId: 'in_1',
  customerName: 'Dina Dispute',
  amount: 200_000,
  currency: 'usd',
  status: 'needs_response',
  reason: 'fraudulent',
  evidenceDueBy: '2026-12-04T18:00:00.000Z',
  dashboardUrl: 'https://dashboard.stripe.com/test/disputes/dp_1',
};
const failedRefund = {
  id: '3c5e7a4b-1d2f-4a6b-8c9d-0e1f2a3b4c5d',
  refundId: 're_1',
  paymentId: 'p-2',
  invoiceId: 'in_2',
  customerName: 'Rita Refund',
  amount: 50_000,
  currency: 'aud',
  failureReason: 'expired_or_canceled_card',
  createdAt: '2026-11-25T08:00:00.000Z',
};

describe('Payments needing an admin on the admin home', () => {
  it('lists open disputes with their evidence due date and a link to the Dashboard, and refunds that failed', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { openDisputes: [dispute], failedRefunds: [failedRefund] }));
    renderWithProviders(<PaymentsAttentionPanel />, { user: admin });
    const disputes = (await screen.findByRole('heading', { name: 'Open disputes (1)' })).closest('section')!;
    expect(disputes.textContent).toContain('$2,000.00 paid by Dina Dispute');
    expect(disputes.textContent).toContain('fraudulent · needs response');
    expect(disputes.textContent).toMatch(/Evidence due .*2026/);
    const link = within(disputes).getByRole('link', { name: /Open in Stripe/ });
    expect(link.getAttribute('href')).toBe('https://dashboard.stripe.com/test/disputes/dp_1');
    const refunds = screen.getByRole('heading', { name: 'Refunds that failed (1)' }).closest('section')!;
    expect(refunds.textContent).toContain('A$500.00 to Rita Refund');
    expect(refunds.textContent).toContain('expired or canceled card');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/payments/attention');
  });

  it('marks a failed refund handled with a note, after which it leaves the list', async () => {
    let handled = false;
    const posts: { url: string; body: unknown }[] = [];
    stubFetch(async (url, init) => {
      if (url.endsWith('/payments/attention')) return jsonResponse(200, { openDisputes: [], failedRefunds: handled ? [] : [failedRefund] });
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        handled = true;
        const refund = { _id: failedRefund.id, refundId: 're_1', amount: 50_000, currency: 'aud', status: 'failed', reason: null, failureReason: 'expired_or_canceled_card', createdAt: failedRefund.createdAt, handledAt: '2026-11-26T09:00:00.000Z', handledNote: 'Paid back by bank transfer' };
        return jsonResponse(200, { message: 'The refund is marked as handled.', refund });
      }
      return jsonResponse(404, { code: 'not_found', message: 'Not found', error: 'Not found' });
    });
    renderWithProviders(<PaymentsAttentionPanel />, { user: admin });
    const panel = (await screen.findByRole('heading', { name: 'Refunds that failed (1)' })).closest('section')!;

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark handled (refund to Rita Refund)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the refund handled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await within(dialog).findByText('Please give a note.')).toBeTruthy();
    expect(posts).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Paid back by bank transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect((await screen.findByRole('status')).textContent).toBe('The refund is marked as handled.');
    expect(posts).toEqual([{ url: `/api/v1/admin/refunds/${failedRefund.id}/handled`, body: { note: 'Paid back by bank transfer' } }]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Refunds that failed (0)' })).toBeTruthy());
    expect(screen.queryByText('A$500.00 to Rita Refund')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing while no dispute is open and no refund failed', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { openDisputes: [], failedRefunds: [] }));
    const { container } = renderWithProviders(<PaymentsAttentionPanel />, { user: admin });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
