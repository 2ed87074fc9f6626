import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, jsonResponse, renderWithProviders, sentBody, stubFetch } from '@/test/render';
import { buildPayment, buildRefund } from '@/features/billing/test-billing';
import { RefundDialog } from './RefundDialog';

/** $4,000.00 paid, 500.00 already refunded: 3,500.00 remains. */
const payment = buildPayment({ amountRefunded: 50000, status: 'partially_refunded', refunds: [buildRefund()] });

function renderDialog() {
  const onClose = vi.fn();
  const onRefunded = vi.fn();
  renderWithProviders(<RefundDialog payment={payment} onClose={onClose} onRefunded={onRefunded} />, { user: admin });
  return { onClose, onRefunded, dialog: screen.getByRole('dialog', { name: 'Refund payment' }) };
}

describe('RefundDialog', () => {
  it('shows what was paid, refunded and what remains', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('$4,000.00')).toBeTruthy();
    expect(within(dialog).getByText('$500.00')).toBeTruthy();
    expect(within(dialog).getByText('$3,500.00')).toBeTruthy();
  });

  it('refunds part of the payment: 120.50 is sent as 12050 cents', async () => {
    const updated = { ...payment, amountRefunded: 62050, refunds: [...payment.refunds, buildRefund({ _id: 'r-2', amount: 12050 })] };
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: 'Refund issued.', payment: updated }));
    const user = userEvent.setup();
    const { onRefunded } = renderDialog();

    await user.type(screen.getByLabelText('Amount to refund (USD)'), '120.50');
    await user.click(screen.getByRole('button', { name: 'Refund $120.50' }));

    await vi.waitFor(() => expect(onRefunded).toHaveBeenCalledWith(updated));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/payments/p-1/refund');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
    expect(sentBody(fetchMock)).toEqual({ amount: 12050 });
  });

  it('never reads an empty amount as everything: a full refund is chosen, and the button says how much goes back', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: 'Refund issued.', payment }));
    const user = userEvent.setup();
    const { onRefunded } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter the amount to refund, or choose to refund everything that remains.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Everything that remains ($3,500.00)' }));
    expect(screen.queryByLabelText('Amount to refund (USD)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund $3,500.00' }));
    await vi.waitFor(() => expect(onRefunded).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({});
  });

  it('refuses more than remains without asking the server', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, {}));
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Amount to refund (USD)'), '3500.01');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The refund is more than what remains of this payment.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses with 409", async () => {
    stubFetch(async () =>
      jsonResponse(409, { code: 'payments.nothing_to_refund', message: 'This payment has been refunded in full.', error: 'This payment has been refunded in full.' }),
    );
    const user = userEvent.setup();
    const { onRefunded } = renderDialog();
    await user.type(screen.getByLabelText('Amount to refund (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Refund $100.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This payment has been refunded in full.');
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it('Cancel closes it', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
