import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionRecord } from '@contract/billing';
import { admin, customer, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
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

/** The customer's /team with one subscription ('s-1') staffed by Ana and Ben in New York, or none. */
function teamAnswer(names: string[] = ['Ana', 'Ben']) {
  const seats = names.map((firstName, index) => ({
    seat: index + 1,
    state: 'filled',
    next: null,
    placement: {
      _id: `pl-${index + 1}`,
      seat: index + 1,
      talent: { firstName, lastName: 'Reyes', email: `${firstName.toLowerCase()}@example.com` },
      role: 'Senior Technical',
      startDate: '2026-03-02',
      workingHours: { hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00', timeZone: 'America/New_York' },
      endedAt: null,
      endDate: null,
      endKind: null,
      replacementRequest: null,
    },
  }));
  return {
    medianDaysToFill: null,
    subscriptions: [
      {
        subscriptionId: 's-1',
        description: 'Senior Technical',
        status: 'active',
        plan: 'sr_technical',
        role: 'Senior Technical',
        region: 'US',
        seats,
        endsOn: null,
        cancelled: false,
        paymentOverdue: false,
        paymentOverdueSince: null,
        workPausedFrom: null,
        history: [],
      },
    ],
  };
}

/** Answers /team with `team`, and the cancel with `cancel` (a status and body). */
function stubCancelApi(team: unknown, cancel: () => Response) {
  return stubFetch(async (url) => (url.startsWith('/api/v1/team') ? jsonResponse(200, team) : cancel()));
}

// Paid until midnight in New York starting December 29: the team's last day there is the 28th.
const periodEnd = '2026-12-29T05:00:00.000Z';
const canceledRecord = buildSubscription({ currentPeriodEnd: periodEnd, cancelAt: periodEnd, canceledAt: '2026-11-22T09:00:00.000Z' });

describe('Cancel Subscription', () => {
  it('asks in the site\'s dialog, naming who keeps working until which day; Escape keeps it and gives focus back', async () => {
    const fetchMock = stubCancelApi(teamAnswer(), () => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderActions(buildSubscription({ currentPeriodEnd: periodEnd }));

    const opener = screen.getByRole('button', { name: 'Cancel Subscription' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    expect(await within(dialog).findByText('Ana and Ben keep working until December 28, 2026, then their placements end.')).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('Are you sure you want to cancel this subscription?');
    // Focus starts on keeping it.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep subscription' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/team']);
  });

  it('says so plainly when nobody works on the subscription', async () => {
    stubCancelApi(teamAnswer([]), () => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('No talent works on this subscription, so no placement ends; we stop recruiting for its seats.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels once confirmed, says so, and gives focus to the row, whose Cancel button is gone', async () => {
    const fetchMock = stubCancelApi(teamAnswer(), () => jsonResponse(200, { message: 'Subscription canceled successfully.', subscription: canceledRecord }));
    const user = userEvent.setup();
    function Row() {
      const [record, setRecord] = useState(buildSubscription({ currentPeriodEnd: periodEnd }));
      const [notice, setNotice] = useState<ListNotice | null>(null);
      return (
        <>
          {notice ? <p>Notice: {notice.text}</p> : null}
          <SubscriptionActions
            record={record}
            onNotice={(next) => {
              setNotice(next);
              setRecord(canceledRecord);
            }}
          />
        </>
      );
    }
    renderWithProviders(<Row />, { user: customer });

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await screen.findByText(/keep working until December 28, 2026/);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Notice: Subscription canceled successfully.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Latest Invoice' })));
    const cancelCall = fetchMock.mock.calls.find(([url]) => url === '/api/v1/subscription/cancel/sub_1')!;
    expect(cancelCall[1]?.method).toBe('POST');
    expect(new Headers(cancelCall[1]?.headers).get('authorization')).toBe('Bearer customer-token');
  });

  it('keeps the dialog open with the failure when the server refuses', async () => {
    stubCancelApi(teamAnswer(), () => jsonResponse(502, { code: 'billing.unavailable', message: 'down', error: 'down' }));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveProperty('textContent', 'Failed to cancel subscription.');
  });

  it('reads an admin\'s team from the subscription\'s Staffing row', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(200, { row: buildStaffingRowAnswer(), history: [] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ActionsWithNotice record={buildSubscription({ currentPeriodEnd: periodEnd })} />, { user: admin });

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Maria Santos keeps working until December 28, 2026, then their placement ends.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/staffing/subscriptions/s-1');
  });

  it('is not offered once the subscription ends with this period or has ended', () => {
    renderActions(buildSubscription({ status: 'canceled' }));
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Latest Invoice' })).toBeTruthy();
  });
});

/** One Staffing row as the admin's API answers it: Maria Santos in New York. */
function buildStaffingRowAnswer() {
  return {
    subscriptionId: 's-1',
    description: 'Senior Technical',
    status: 'active',
    customer: { userId: 'u-1', name: 'Casey Customer', email: 'casey@example.com' },
    plan: 'sr_technical',
    role: 'Senior Technical',
    seats: 1,
    filledSeats: 1,
    paidSince: '2026-03-01T10:00:00.000Z',
    paymentOverdueSince: null,
    daysWaiting: null,
    placements: [
      {
        _id: 'pl-1',
        subscriptionId: 's-1',
        seat: 1,
        talent: { applicantId: 'a-1', name: 'Maria Santos', email: 'maria@example.com', jobTitle: null },
        startDate: '2026-03-02',
        workingHours: { hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00', timeZone: 'America/New_York' },
        endedAt: null,
        endDate: null,
        endKind: null,
        endReason: null,
        pausedFrom: null,
        replacementRequest: null,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    replacementRequests: 0,
    cancelled: false,
    endsOn: null,
  };
}
