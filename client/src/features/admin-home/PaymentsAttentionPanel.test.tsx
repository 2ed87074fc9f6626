import { screen, within } from '@testing-library/react';
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
    expect(disputes.textContent).toContain('USD 2,000.00 paid by Dina Dispute');
    expect(disputes.textContent).toContain('fraudulent · needs response');
    expect(disputes.textContent).toMatch(/Evidence due .*2026/);
    const link = within(disputes).getByRole('link', { name: /Open in Stripe/ });
    expect(link.getAttribute('href')).toBe('https://dashboard.stripe.com/test/disputes/dp_1');
    const refunds = screen.getByRole('heading', { name: 'Refunds that failed (1)' }).closest('section')!;
    expect(refunds.textContent).toContain('AUD 500.00 to Rita Refund');
    expect(refunds.textContent).toContain('expired or canceled card');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/payments/attention');
  });

  it('shows nothing while no dispute is open and no refund failed', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { openDisputes: [], failedRefunds: [] }));
    const { container } = renderWithProviders(<PaymentsAttentionPanel />, { user: admin });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
