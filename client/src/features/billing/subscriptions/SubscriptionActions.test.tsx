import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionRecord } from '@contract/billing';
import { customer, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { buildSubscription } from '@/features/billing/test-billing';
import type { ListNotice } from '@/ui/list-kit/AdminListPage';
import { SubscriptionActions } from './SubscriptionActions';

function ActionsWithNotice({ record }: { record: SubscriptionRecord }) {
  const [notice, setNotice] = useState<ListNotice | null>(null);
  return (
    <>
      {notice ? <p>Notice: {notice.text}</p> : null}
      <SubscriptionActions record={record} onNotice={setNotice} />
    </>
  );
}

function renderActions(record = buildSubscription()) {
  return renderWithProviders(<ActionsWithNotice record={record} />, { user: customer });
}

/** A tab as window.open gives it, to see where it was sent. */
function fakeTab() {
  return { location: { href: 'about:blank' }, opener: {} as unknown, close: vi.fn() };
}

describe('Latest Invoice', () => {
  it('opens a tab within the click and sends it to the invoice page once its address arrives', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Latest Invoice' }));
    // The tab exists before the answer: popup blockers only allow tabs opened inside the click.
    expect(open).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/invoices/in_1');
    answer(jsonResponse(200, { url: 'https://invoices.example/in_1' }));

    await waitFor(() => expect(tab.location.href).toBe('https://invoices.example/in_1'));
    expect(tab.opener).toBeNull();
    expect(screen.queryByText(/Notice/)).toBeNull();
  });

  it('says the invoice is not available when the subscription has none, without opening a tab', async () => {
    const open = vi.spyOn(window, 'open');
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderActions(buildSubscription({ latestInvoice: null }));

    await user.click(screen.getByRole('button', { name: 'Latest Invoice' }));
    expect(await screen.findByText('Notice: Invoice not available.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes the tab again and says so when the server has no such invoice', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stubFetch(async () => jsonResponse(404, { code: 'billing.invoice_not_found', message: 'Invoice not available.', error: 'Invoice not available.' }));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Latest Invoice' }));
    expect(await screen.findByText('Notice: Invoice not available.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('Cancel Subscription', () => {
  it('asks first, and sends nothing when the answer is no', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this subscription?');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels after confirmation and says so', async () => {
    vi.stubGlobal('confirm', vi.fn(() => true));
    const canceled = buildSubscription({ canceledAt: '2026-11-22T09:00:00', cancelAt: '2026-12-20T10:00:00' });
    const fetchMock = stubFetch(async () => jsonResponse(200, { message: 'Subscription canceled successfully.', subscription: canceled }));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Notice: Subscription canceled successfully.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/subscription/cancel/sub_1');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer customer-token');
  });

  it('says the cancel failed when the server refuses', async () => {
    vi.stubGlobal('confirm', vi.fn(() => true));
    stubFetch(async () => jsonResponse(502, { code: 'billing.unavailable', message: 'down', error: 'down' }));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Notice: Failed to cancel subscription.')).toBeTruthy();
  });

  it('is not offered once the subscription ends with this period or has ended', () => {
    renderActions(buildSubscription({ status: 'canceled' }));
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Latest Invoice' })).toBeTruthy();
  });
});
