import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamSubscription } from '@contract/placements';
import { teamBillingMessages, type SeatChange, type SeatPreview, type TeamBillingSubscription } from '@contract/team-billing';
import { recordApiCalls, type ApiCall } from '@/test/api-stubs';
import { customer, jsonResponse, renderRoutes } from '@/test/render';
import { buildTeamPlacement, buildTeamSubscription } from '@/features/placements/test-placements';
import { TeamRoute } from './routes/TeamRoute';

/** Seats of s-1 as /team/billing answers them: 2 seats, the period ending at midnight in New York on December 28, 2026. */
const buildBilling = (overrides: Partial<TeamBillingSubscription> = {}): TeamBillingSubscription => ({
  subscriptionId: 's-1',
  currency: 'usd',
  seats: 2,
  seatsFromNextPeriod: 2,
  periodEnd: '2026-12-28T05:00:00.000Z',
  cannotChange: null,
  pendingAdd: null,
  removals: [],
  extraHoursWaiting: [],
  extraHoursWaitingTotal: 0,
  extraHourRate: 2250,
  ...overrides,
});

/** One more seat: $483.87 to the period's end, $90.00 of extra hours that waited, 10 % tax on both. */
const buildPreview = (overrides: Partial<SeatPreview> = {}): SeatPreview => ({
  amountDueNow: 63_126,
  prorationAmount: 48_387,
  waitingIncluded: 9_000,
  newPeriodAmount: 300_000,
  currency: 'usd',
  quantity: 3,
  periodEnd: '2026-12-28T05:00:00.000Z',
  prorationDate: 1_796_000_000,
  taxAdded: true,
  ...overrides,
});

const buildSeatChange = (overrides: Partial<SeatChange> = {}): SeatChange => ({
  id: 'sc-1',
  kind: 'add',
  status: 'applied',
  fromQuantity: 2,
  toQuantity: 3,
  seat: null,
  amountDue: 48_387,
  currency: 'usd',
  effectiveAt: '2026-12-10T10:00:00.000Z',
  requestedBy: 'u-1',
  talentName: null,
  talentLastDay: null,
  createdAt: '2026-12-10T10:00:00.000Z',
  ...overrides,
});

type Server = { team: TeamSubscription[]; billing: TeamBillingSubscription[] };

/** A server holding the team and its billing; `post` answers the seat changes (and may change what the reads answer next). */
function stubServer(server: Server, post: (call: ApiCall, server: Server) => Response) {
  return recordApiCalls((call) => {
    if (call.method === 'POST') return post(call, server);
    if (call.path === '/api/v1/team') return jsonResponse(200, { subscriptions: server.team, medianDaysToFill: null });
    if (call.path === '/api/v1/team/billing') return jsonResponse(200, { subscriptions: server.billing });
    if (call.path === '/api/v1/team/timesheets') return jsonResponse(200, { rows: [], total: 0, awaitingReview: 0 });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
}

const posts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

async function openTeam() {
  renderRoutes({ routes: [{ path: 'team', Component: TeamRoute }], initialEntries: ['/team'], user: customer });
  return screen.findByRole('region', { name: 'Junior Non-Technical' }, { timeout: 15_000 });
}

const addButton = () => screen.findByRole('button', { name: 'Add a talent to Junior Non-Technical — 2 talents × 3 months, billed monthly' });

describe('seats on /team', () => {
  it('adds a talent: the amount due now (the seat prorated, the extra hours waiting, tax) and per period; confirmed with them; then the new seat', async () => {
    const calls = stubServer({ team: [buildTeamSubscription()], billing: [buildBilling()] }, (call, server) => {
      if (call.path.endsWith('/seats/preview')) return jsonResponse(200, buildPreview());
      server.team = [buildTeamSubscription({ seats: [...buildTeamSubscription().seats, { seat: 3, state: 'open', medianDaysToFill: null }] })];
      server.billing = [buildBilling({ seats: 3, seatsFromNextPeriod: 3 })];
      return jsonResponse(200, { message: teamBillingMessages.seatAdded, outcome: 'added', invoiceUrl: null, seatChange: buildSeatChange() });
    });
    const user = userEvent.setup();
    const section = await openTeam();
    await user.click(await addButton());
    const dialog = screen.getByRole('dialog', { name: 'Add a talent' });
    const dueNow = await within(dialog).findByText('Due now');
    expect(dueNow.nextElementSibling!.textContent).toBe('$631.26 incl. tax');
    expect(within(dialog).getByText('The new seat until December 28, 2026, prorated: $483.87 plus tax')).toBeTruthy();
    expect(within(dialog).getByText('Extra hours waiting for your next invoice, charged with it: $90.00 plus tax')).toBeTruthy();
    expect(within(dialog).getByText('Then each billing period').nextElementSibling!.textContent).toBe('$3,000.00 plus tax');
    expect(within(dialog).getByText('For 3 seats, from December 28, 2026.')).toBeTruthy();
    expect(posts(calls, '/api/v1/team/subscriptions/s-1/seats')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    expect(await within(section).findByText(teamBillingMessages.seatAdded)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls, '/api/v1/team/subscriptions/s-1/seats').map((call) => call.body)).toEqual([{ prorationDate: 1_796_000_000, expectedAmountDue: 63_126 }]);
    expect(await within(section).findByRole('article', { name: 'Seat 3: open' })).toBeTruthy();
    expect(within(section).getByText('3 seats')).toBeTruthy();
  });

  it('says when the payment did not go through, with the link to pay the open invoice; the page then shows the seat waiting', async () => {
    stubServer({ team: [buildTeamSubscription()], billing: [buildBilling()] }, (call, server) => {
      if (call.path.endsWith('/seats/preview')) return jsonResponse(200, buildPreview({ amountDueNow: 48_387, waitingIncluded: 0, taxAdded: false }));
      server.billing = [buildBilling({ pendingAdd: { amountDue: 48_387, invoiceUrl: 'https://invoice.stripe.test/in_1', createdAt: '2026-12-10T10:00:00.000Z' } })];
      return jsonResponse(200, { message: teamBillingMessages.seatPaymentRequired, outcome: 'payment_required', invoiceUrl: 'https://invoice.stripe.test/in_1', seatChange: buildSeatChange({ status: 'pending', effectiveAt: null }) });
    });
    const user = userEvent.setup();
    const section = await openTeam();
    await user.click(await addButton());
    const dialog = screen.getByRole('dialog', { name: 'Add a talent' });
    expect((await within(dialog).findByText('Due now')).nextElementSibling!.textContent).toBe('$483.87');
    expect(within(dialog).getByText('The new seat until December 28, 2026, prorated: $483.87')).toBeTruthy();
    expect(within(dialog).queryByText(/^Extra hours waiting/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(teamBillingMessages.seatPaymentRequired);
    expect(within(alert).getByRole('link', { name: 'Pay the open invoice' }).getAttribute('href')).toBe('https://invoice.stripe.test/in_1');
    expect(within(dialog).queryByRole('button', { name: 'Confirm and pay' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Back to Your team' }));
    const waiting = await within(section).findByText(/^A seat you added waits for its payment of \$483\.87\./);
    expect(within(waiting).getByRole('link', { name: 'Pay the open invoice' }).getAttribute('href')).toBe('https://invoice.stripe.test/in_1');
    // One addition at a time.
    expect((await addButton()).hasAttribute('disabled')).toBe(true);
  });

  it('shows the new amount when it changed since the preview, and confirms that one', async () => {
    let previews = 0;
    const calls = stubServer({ team: [buildTeamSubscription()], billing: [buildBilling()] }, (call) => {
      if (call.path.endsWith('/seats/preview')) {
        previews += 1;
        return jsonResponse(200, previews === 1 ? buildPreview() : buildPreview({ amountDueNow: 56_029, prorationAmount: 41_935, prorationDate: 1_796_100_000 }));
      }
      if (posts(calls, call.path).length === 1) return jsonResponse(409, { code: 'billing.amount_changed', message: teamBillingMessages.amountChanged, error: 'Conflict' });
      return jsonResponse(200, { message: teamBillingMessages.seatAdded, outcome: 'added', invoiceUrl: null, seatChange: buildSeatChange() });
    });
    const user = userEvent.setup();
    await openTeam();
    await user.click(await addButton());
    const dialog = screen.getByRole('dialog', { name: 'Add a talent' });
    await within(dialog).findByText('$631.26 incl. tax');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    expect(await within(dialog).findByText(teamBillingMessages.amountChanged)).toBeTruthy();
    expect((await within(dialog).findByText('Due now')).nextElementSibling!.textContent).toBe('$560.29 incl. tax');
    expect(within(dialog).getByText('The new seat until December 28, 2026, prorated: $419.35 plus tax')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText(teamBillingMessages.seatAdded)).toBeTruthy();
    expect(posts(calls, '/api/v1/team/subscriptions/s-1/seats').map((call) => call.body)).toEqual([
      { prorationDate: 1_796_000_000, expectedAmountDue: 63_126 },
      { prorationDate: 1_796_100_000, expectedAmountDue: 56_029 },
    ]);
  });

  it("removes a filled seat at the period's end: the dialog names the talent and their last day; the seat then shows when they leave", async () => {
    const calls = stubServer({ team: [buildTeamSubscription()], billing: [buildBilling()] }, (_call, server) => {
      const leaving = buildTeamPlacement({ seat: 1, endedAt: '2026-12-10T10:00:00.000Z', endDate: '2026-12-27', endKind: 'ended' });
      // One seat from the next period: Maria keeps seat 1 until her last day, and no open seat is shown.
      server.team = [buildTeamSubscription({ seats: [{ seat: 1, state: 'filled', placement: leaving, next: null }] })];
      server.billing = [
        buildBilling({
          seatsFromNextPeriod: 1,
          removals: [{ seat: 1, effectiveAt: '2026-12-28T05:00:00.000Z', talentName: 'Maria Santos', talentLastDay: '2026-12-27' }],
        }),
      ];
      return jsonResponse(200, {
        message: teamBillingMessages.seatRemovalScheduled,
        seatChange: buildSeatChange({ kind: 'remove', status: 'scheduled', fromQuantity: 2, toQuantity: 1, seat: 1, amountDue: null, effectiveAt: '2026-12-28T05:00:00.000Z', talentName: 'Maria Santos', talentLastDay: '2026-12-27' }),
        talentLastDay: '2026-12-27',
      });
    });
    const user = userEvent.setup();
    const section = await openTeam();
    await user.click(await within(section).findByRole('button', { name: 'Remove a seat: seat 1, Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove a seat' });
    expect(dialog.textContent).toContain(
      'Maria Santos keeps working through December 27, 2026, the day before your billing period ends on December 28, 2026; then their placement ends.',
    );
    expect(dialog.textContent).toContain('We tell Maria Santos and our staffing team now.');
    expect(dialog.textContent).toContain('From December 28, 2026, you pay for 1 seat instead of 2. Nothing is charged or refunded now.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the seat' }));

    expect(await within(section).findByText(teamBillingMessages.seatRemovalScheduled)).toBeTruthy();
    // The message takes focus: the button that asked is gone.
    await waitFor(() => expect(document.activeElement!.textContent).toBe(teamBillingMessages.seatRemovalScheduled));
    expect(posts(calls, '/api/v1/team/subscriptions/s-1/seats/remove').map((call) => call.body)).toEqual([{ seat: 1 }]);
    const seat = await within(section).findByRole('article', { name: 'Seat 1: Maria Santos' });
    await waitFor(() => expect(seat.textContent).toContain('Leaves after December 27, 2026'));
    // Her placement has its end: no replacement, no second removal.
    expect(within(seat).queryByRole('button')).toBeNull();
    expect(within(section).getByText('2 seats until December 28, 2026, then 1')).toBeTruthy();
  });

  it('says of an open seat that it is no longer recruited for', async () => {
    stubServer({ team: [buildTeamSubscription()], billing: [buildBilling()] }, () => jsonResponse(500, {}));
    const user = userEvent.setup();
    const section = await openTeam();
    await user.click(await within(section).findByRole('button', { name: 'Remove a seat: seat 2, open' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove a seat' });
    expect(dialog.textContent).toContain('This seat is open: we stop looking for a talent for it now.');
    expect(dialog.textContent).not.toContain('keeps working');
  });

  it('offers neither change, with the reason, while the subscription cannot change; a last seat cannot be removed', async () => {
    stubServer(
      {
        team: [buildTeamSubscription(), buildTeamSubscription({ subscriptionId: 's-2', role: 'Senior Technical', description: 'Senior Technical — 1 talent, billed monthly', seats: [{ seat: 1, state: 'open', medianDaysToFill: null }] })],
        billing: [buildBilling({ cannotChange: teamBillingMessages.notStaffable }), buildBilling({ subscriptionId: 's-2', seats: 1, seatsFromNextPeriod: 1 })],
      },
      () => jsonResponse(500, {}),
    );
    const section = await openTeam();
    const add = await addButton();
    expect(add.hasAttribute('disabled')).toBe(true);
    const remove = within(section).getByRole('button', { name: 'Remove a seat: seat 1, Maria Santos' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)!.textContent).toBe(teamBillingMessages.notStaffable);
    expect(document.getElementById(add.getAttribute('aria-describedby')!)!.textContent).toBe(teamBillingMessages.notStaffable);

    const single = screen.getByRole('region', { name: 'Senior Technical' });
    expect((await within(single).findByRole('button', { name: /^Add a talent to Senior Technical/ })).hasAttribute('disabled')).toBe(false);
    expect(within(single).queryByRole('button', { name: /^Remove a seat/ })).toBeNull();
  });

  it('shows an ended subscription only the extra hours still waiting for its last invoice', async () => {
    const line = { id: 'x-1', weekStart: '2026-11-16', description: 'Extra hours: Maria Santos, week of 16 Nov 2026: 4 h (4 h over the contracted hours)', quarterHours: 16, hourlyRate: 2250, amount: 9_000, currency: 'usd' };
    stubServer(
      {
        team: [buildTeamSubscription({ status: 'canceled', seats: [] })],
        billing: [buildBilling({ cannotChange: teamBillingMessages.notStaffable, extraHoursWaiting: [line], extraHoursWaitingTotal: 9_000 })],
      },
      () => jsonResponse(500, {}),
    );
    const section = await openTeam();
    const hours = await within(section).findByRole('region', { name: /^Extra hours waiting/ });
    expect(within(hours).getByText('Total waiting').nextElementSibling!.textContent).toBe('$90.00');
    expect(within(section).queryByRole('button', { name: /^Add a talent/ })).toBeNull();
  });
});
