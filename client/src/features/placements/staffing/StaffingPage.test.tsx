import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { placementMessages, type StaffingRow } from '@contract/placements';
import type { SeatChange } from '@contract/team-billing';
import { recordApiCalls, type ApiCall } from '@/test/api-stubs';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { adminPlacementsRoutes } from '@/features/placements/routes';
import { buildAdminPlacement, buildStaffingRow, buildTalent } from '@/features/placements/test-placements';

/** A server holding `rows`; talents to choose from; `answer` decides what a POST gets. */
function stubServer(
  rows: StaffingRow[],
  answer: (call: ApiCall) => Response = () => jsonResponse(201, { message: placementMessages.assigned, placement: buildAdminPlacement() }),
  seatChanges: SeatChange[] = [],
) {
  return recordApiCalls((call) => {
    if (call.method === 'POST') return answer(call);
    if (call.path === '/api/v1/staffing/subscriptions/s-1') {
      const ended = buildAdminPlacement({
        _id: 'pl-0',
        talent: { applicantId: 'a-0', name: 'Ben Ocampo', email: 'ben@example.com', jobTitle: 'Bookkeeper' },
        startDate: '2026-11-02',
        endedAt: '2026-11-20T12:00:00.000Z',
        endDate: '2026-11-20',
        endKind: 'ended',
        endReason: 'Moved to another client.',
      });
      return jsonResponse(200, { row: rows[0], history: [ended] });
    }
    if (call.path === '/api/v1/staffing/subscriptions/s-1/seat-changes') return jsonResponse(200, { changes: seatChanges });
    if (call.path === '/api/v1/staffing/talents') return jsonResponse(200, { talents: [buildTalent(), buildTalent({ applicantId: 'a-3', name: 'Ana Cruz', jobTitle: null })], total: 2 });
    return jsonResponse(200, { rows, total: rows.length });
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/v1/staffing');

async function openStaffing(path = '/staffing') {
  renderRoutes({ routes: adminPlacementsRoutes, initialEntries: [path], user: admin });
  expect(await screen.findByRole('heading', { level: 1, name: 'Staffing' }, { timeout: 15_000 })).toBeTruthy();
}

/** Opens /staffing, then Assign on its subscription, and assigns Jose Reyes: answers the dialog. */
async function assignJoseReyes() {
  const user = userEvent.setup();
  await openStaffing();
  await user.click(await screen.findByRole('button', { name: /^Assign talent to/ }));
  const dialog = screen.getByRole('dialog', { name: 'Assign a talent' });
  await user.click(await within(dialog).findByRole('radio', { name: /Jose Reyes/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  return dialog;
}

describe('/staffing', () => {
  it('lists each subscription with its seats filled, customer, role, talents and days waiting', async () => {
    // Rosa is replaced by Ivan: she works until the day before he starts, and has no buttons left.
    const replaced = buildAdminPlacement({ _id: 'pl-2', subscriptionId: 's-2', talent: { applicantId: 'a-9', name: 'Rosa Lim', email: 'rosa@example.com', jobTitle: 'Bookkeeper' }, startDate: '2026-11-02', endedAt: '2026-11-27T10:00:00.000Z', endDate: '2099-01-04', endKind: 'replaced' });
    const replacement = buildAdminPlacement({ _id: 'pl-3', subscriptionId: 's-2', talent: { applicantId: 'a-10', name: 'Ivan Cruz', email: 'ivan@example.com', jobTitle: 'Bookkeeper' }, startDate: '2099-01-05' });
    stubServer([
      buildStaffingRow({ placements: [buildAdminPlacement({ startDate: '2026-11-02' })] }),
      buildStaffingRow({ subscriptionId: 's-2', customer: { userId: 'u-3', name: 'Lakeside Dental', email: 'ops@lakeside.example' }, seats: 1, filledSeats: 1, daysWaiting: null, placements: [replaced, replacement] }),
    ]);
    await openStaffing();
    const row = (await screen.findByText('Harbour Physio Group')).closest('tr')!;
    expect(within(row).getByText('1/2')).toBeTruthy();
    expect(within(row).getByText('1 open')).toBeTruthy();
    expect(within(row).getByText('Maria Santos')).toBeTruthy();
    expect(within(row).getByText('Virtual Assistant · from November 2, 2026')).toBeTruthy();
    expect(within(row).getByText('7 days')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Assign talent to Harbour Physio Group, Junior Non-Technical' })).toBeTruthy();
    const full = screen.getByText('Lakeside Dental').closest('tr')!;
    expect(within(full).getByText('All filled')).toBeTruthy();
    expect(within(full).getByText('Bookkeeper · from November 2, 2026 · works until January 4, 2099')).toBeTruthy();
    expect(within(full).getByText('Bookkeeper · starts January 5, 2099')).toBeTruthy();
    expect(within(full).queryByRole('button', { name: 'Replace Rosa Lim' })).toBeNull();
    expect(within(full).getByRole('button', { name: 'Replace Ivan Cruz' })).toBeTruthy();
    expect(within(full).queryByRole('button', { name: /^Assign talent/ })).toBeNull();
    expect(screen.getByText('2 subscriptions')).toBeTruthy();
    expect(document.title).toMatch(/^Staffing \|/);
  });

  it('says since when a payment is overdue, instead of paid since, and since when each talent is paused', async () => {
    stubServer([
      buildStaffingRow({
        status: 'past_due',
        paymentOverdueSince: '2026-11-20T12:00:00.000Z',
        placements: [
          buildAdminPlacement({ startDate: '2026-10-05', pausedFrom: '2026-11-23' }),
          buildAdminPlacement({ _id: 'pl-2', seat: 2, talent: { applicantId: 'a-9', name: 'Rosa Lim', email: 'rosa@example.com', jobTitle: null }, startDate: '2026-10-05', pausedFrom: '2099-01-05' }),
        ],
      }),
    ]);
    await openStaffing();
    const row = (await screen.findByText('Harbour Physio Group')).closest('tr')!;
    expect(within(row).getByText('Payment overdue since November 20, 2026')).toBeTruthy();
    expect(within(row).getByText('Paused since November 23, 2026')).toBeTruthy();
    // Set when the grace ends, a pause can start the next day: told as a day ahead.
    expect(within(row).getByText('Paused from January 5, 2099')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Assign talent/ })).toBeNull();
  });

  it('assigns a chosen talent from the next business day; the list is fetched again and focus returns', async () => {
    const calls = stubServer([buildStaffingRow()]);
    const user = userEvent.setup();
    await openStaffing();
    const opener = await screen.findByRole('button', { name: /^Assign talent to Harbour Physio Group/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Assign a talent' });
    expect(await within(dialog).findByText('Customer Support Specialist · Hired November 24, 2026')).toBeTruthy();
    expect(within(dialog).getByText('No job title · Hired November 24, 2026')).toBeTruthy();

    const startDate = within(dialog).getByLabelText('Start date') as HTMLInputElement;
    const day = new Date(`${startDate.value}T00:00:00Z`);
    // After today (the field's minimum), and never a Saturday or Sunday.
    expect(startDate.value > startDate.min).toBe(true);
    expect([0, 6]).not.toContain(day.getUTCDay());

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please choose a talent.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: /Jose Reyes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(placementMessages.assigned)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/v1/staffing/subscriptions/s-1/placements');
    expect(post.body).toEqual({ applicantId: 'a-2', startDate: startDate.value });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
    expect(document.activeElement).toBe(opener);
  });

  it('moves focus to the table when the last open seat is filled and its Assign button goes', async () => {
    let rows = [buildStaffingRow()];
    stubFetch(async (input, init) => {
      const url = new URL(input, 'http://localhost');
      if (init?.method === 'POST') {
        rows = [buildStaffingRow({ filledSeats: 2, daysWaiting: null, placements: [buildAdminPlacement(), buildAdminPlacement({ _id: 'pl-2', seat: 2 })] })];
        return jsonResponse(201, { message: placementMessages.assigned, placement: buildAdminPlacement({ _id: 'pl-2', seat: 2 }) });
      }
      if (url.pathname === '/api/v1/staffing/talents') return jsonResponse(200, { talents: [buildTalent()], total: 1 });
      return jsonResponse(200, { rows, total: rows.length });
    });
    await assignJoseReyes();
    expect(await screen.findByText('All filled')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Subscriptions and their seats' })));
  });

  it("shows the server's reason when the seats filled meanwhile, and fetches the list again", async () => {
    const calls = stubServer([buildStaffingRow()], () => jsonResponse(409, { code: 'placements.seats_full', message: placementMessages.seatsFull, error: 'Conflict' }));
    const dialog = await assignJoseReyes();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(placementMessages.seatsFull);
    // The list behind is fetched again, to show who took the seat.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('ends a placement only with a reason', async () => {
    const calls = stubServer([buildStaffingRow()], () => jsonResponse(200, { message: placementMessages.ended, placement: buildAdminPlacement({ endedAt: '2026-11-27T12:00:00.000Z', endDate: '2026-11-27', endKind: 'ended', endReason: 'Moved on' }) }));
    const user = userEvent.setup();
    await openStaffing();
    await user.click(await screen.findByRole('button', { name: 'End the placement of Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'End placement' });
    await user.click(within(dialog).getByRole('button', { name: 'End placement' }));
    expect(await within(dialog).findByText(placementMessages.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'The customer reduced the team.');
    await user.click(within(dialog).getByRole('button', { name: 'End placement' }));
    expect(await screen.findByText(placementMessages.ended)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/v1/staffing/placements/pl-1/end');
    expect(post.body).toEqual({ reason: 'The customer reduced the team.' });
  });

  it("assigns a replacement where the customer asked for one, keeping the customer's reason", async () => {
    const requested = buildAdminPlacement({ replacementRequest: { _id: 'rr-1', reason: 'Needs stronger English on calls.', requestedAt: '2026-11-26T09:00:00.000Z' } });
    const calls = stubServer([buildStaffingRow({ seats: 1, filledSeats: 1, daysWaiting: null, placements: [requested], replacementRequests: 1 })], () =>
      jsonResponse(201, { message: placementMessages.replaced, ended: requested, placement: buildAdminPlacement({ _id: 'pl-9' }) }),
    );
    const user = userEvent.setup();
    await openStaffing('/staffing?replacementRequested=true');
    const row = (await screen.findByText('Harbour Physio Group')).closest('tr')!;
    expect(within(row).getByText(/Needs stronger English on calls\./)).toBeTruthy();
    expect(listCalls(calls)[0]!.query.get('replacementRequested')).toBe('true');
    expect((screen.getByLabelText('Only replacement requests') as HTMLInputElement).checked).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'Assign replacement for Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a replacement' });
    expect(within(dialog).getByText('Maria Santos, since December 1, 2026')).toBeTruthy();
    await user.click(await within(dialog).findByRole('radio', { name: /Ana Cruz/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign replacement' }));
    expect(await screen.findByText(placementMessages.replaced)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/v1/staffing/placements/pl-1/replace');
    expect(post.body).toEqual({ applicantId: 'a-3', startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string });
  });

  it("shows a subscription's placements now and those that ended, with the reason", async () => {
    stubServer([buildStaffingRow()]);
    const user = userEvent.setup();
    await openStaffing();
    await user.click(await screen.findByRole('button', { name: 'History of Harbour Physio Group, Junior Non-Technical' }));
    const dialog = screen.getByRole('dialog', { name: 'Placements of Harbour Physio Group' });
    expect(await within(dialog).findByText('Seat 1: Ben Ocampo')).toBeTruthy();
    expect(within(dialog).getByText('Reason: Moved to another client.')).toBeTruthy();
    expect(within(dialog).getByText('November 2, 2026 – November 20, 2026')).toBeTruthy();
    expect(within(dialog).getByText('Seat 1: Maria Santos')).toBeTruthy();
    expect(within(dialog).getByText('From December 1, 2026')).toBeTruthy();
  });

  it("lists a subscription's seat changes in its history: when, what became of each, the seats, the amount and who leaves", async () => {
    const change = { seat: null, currency: 'usd', requestedBy: 'u-1', talentName: null, talentLastDay: null };
    stubServer([buildStaffingRow()], undefined, [
      { ...change, id: 'sc-3', kind: 'remove', status: 'scheduled', fromQuantity: 3, toQuantity: 2, seat: 1, amountDue: null, effectiveAt: '2026-12-28T05:00:00.000Z', talentName: 'Maria Santos', talentLastDay: '2026-12-27', createdAt: '2026-12-12T15:30:00.000Z' },
      { ...change, id: 'sc-2', kind: 'add', status: 'failed', fromQuantity: 3, toQuantity: 4, amountDue: 48_387, effectiveAt: null, createdAt: '2026-12-11T15:30:00.000Z' },
      { ...change, id: 'sc-1', kind: 'add', status: 'applied', fromQuantity: 2, toQuantity: 3, amountDue: 48_387, effectiveAt: '2026-12-10T15:31:00.000Z', createdAt: '2026-12-10T15:30:00.000Z' },
    ]);
    const user = userEvent.setup();
    await openStaffing();
    await user.click(await screen.findByRole('button', { name: 'History of Harbour Physio Group, Junior Non-Technical' }));
    const dialog = screen.getByRole('dialog', { name: 'Placements of Harbour Physio Group' });
    const heading = await within(dialog).findByRole('heading', { name: 'Seat changes' });
    const list = await waitFor(() => within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem'));
    const [removal, failed, added] = list as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(removal).getByText('Removal scheduled')).toBeTruthy();
    expect(within(removal).getByText('3 → 2 seats')).toBeTruthy();
    expect(within(failed).getByText('Addition failed')).toBeTruthy();
    expect(within(failed).getByText(/^3 → 4 seats/).textContent).toBe('3 → 4 seats · $483.87');
    expect(within(added).getByText('Added')).toBeTruthy();
    expect(within(added).getByText(/^2 → 3 seats/).textContent).toBe('2 → 3 seats · $483.87');
    expect(removal.textContent).toContain('Seat 1: Maria Santos leaves after December 27, 2026; one seat fewer billed from');
    expect(added.textContent).toContain('Paid; the seat opened');
  });

  it('says when no seat has changed', async () => {
    stubServer([buildStaffingRow()]);
    const user = userEvent.setup();
    await openStaffing();
    await user.click(await screen.findByRole('button', { name: 'History of Harbour Physio Group, Junior Non-Technical' }));
    const dialog = screen.getByRole('dialog', { name: 'Placements of Harbour Physio Group' });
    expect(await within(dialog).findByText('No seat added or removed since the purchase.')).toBeTruthy();
  });

  it('says when there is no active or overdue subscription', async () => {
    stubServer([]);
    await openStaffing();
    expect(await screen.findByText('No active or overdue subscriptions found.')).toBeTruthy();
  });

  it("narrows to the admin home's active or overdue subscriptions, from the address and the Subscriptions filter", async () => {
    const calls = stubServer([buildStaffingRow()]);
    const user = userEvent.setup();
    await openStaffing('/staffing?standing=past_due');
    await waitFor(() => expect(listCalls(calls)[0]!.query.get('standing')).toBe('past_due'));
    expect((screen.getByLabelText('Subscriptions') as HTMLSelectElement).value).toBe('past_due');
    await user.selectOptions(screen.getByLabelText('Subscriptions'), 'Active');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('standing')).toBe('active'));
    await user.selectOptions(screen.getByLabelText('Subscriptions'), 'Active and overdue');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.has('standing')).toBe(false));
  });

  it('shows the load error', async () => {
    stubFetch(async () => jsonResponse(500, { code: 'internal', message: 'Something went wrong on our side.', error: 'Something went wrong on our side.' }));
    await openStaffing();
    expect(await screen.findByText('Error: 500 Internal Server Error')).toBeTruthy();
  });

  it('shows its loading row first', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    await openStaffing();
    expect(await screen.findByText('Loading subscriptions...')).toBeTruthy();
  });
});
