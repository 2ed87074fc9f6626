import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { placementMessages, type TeamSubscription } from '@contract/placements';
import { customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { buildTeamPlacement, buildTeamSubscription } from '@/features/placements/test-placements';
import { TeamPage } from './TeamPage';

/** A server answering the customer's team; a replacement request marks the placement as requested. */
function stubTeam(subscriptions: TeamSubscription[]) {
  let team = subscriptions;
  const posts: { path: string; body: unknown }[] = [];
  stubFetch(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      const requested = buildTeamPlacement({ replacementRequest: { reason: 'x', requestedAt: '2026-11-27T10:00:00.000Z' } });
      team = team.map((subscription) => ({
        ...subscription,
        seats: subscription.seats.map((seat) => (seat.state === 'filled' && seat.placement._id === 'pl-1' ? { ...seat, placement: requested } : seat)),
      }));
      return jsonResponse(201, { message: placementMessages.replacementRequested, placement: requested });
    }
    return jsonResponse(200, { subscriptions: team, medianDaysToFill: 4.5 });
  });
  return posts;
}

async function openTeam() {
  renderRoutes({ routes: [{ path: 'team', Component: TeamPage }], initialEntries: ['/team'], user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Team' }, { timeout: 15_000 })).toBeTruthy();
}

describe('/team', () => {
  it('names where each subscription was bought, and its currency, when the team spans several regions', async () => {
    stubTeam([
      buildTeamSubscription({ subscriptionId: 's-us' }),
      buildTeamSubscription({ subscriptionId: 's-au', region: 'AU', seats: [{ seat: 1, state: 'open', medianDaysToFill: null }] }),
    ]);
    await openTeam();
    const description = 'Junior Non-Technical — 2 talents × 3 months, billed monthly';
    expect(await screen.findByRole('region', { name: `Junior Non-Technical, ${description}, bought in Australia (AUD)` })).toBeTruthy();
    expect(screen.getByRole('region', { name: `Junior Non-Technical, ${description}, bought in United States (USD)` })).toBeTruthy();
  });

  it('shows each seat filled (who, role, start, hours, e-mail) or open (recruiting, median days), and the history', async () => {
    stubTeam([
      buildTeamSubscription({
        history: [
          buildTeamPlacement({
            _id: 'pl-0',
            talent: { firstName: 'Ben', lastName: 'Ocampo', email: 'ben@example.com' },
            startDate: '2026-11-02',
            endedAt: '2026-11-20T12:00:00.000Z',
        endDate: '2026-11-20',
            endKind: 'replaced',
          }),
        ],
      }),
    ]);
    await openTeam();
    const section = await screen.findByRole('region', { name: 'Junior Non-Technical' });
    expect(within(section).getByText('1 of 2 seats filled')).toBeTruthy();
    const filled = within(section).getByRole('article', { name: 'Seat 1: Maria Santos' });
    expect(within(filled).getByText('December 1, 2026')).toBeTruthy();
    const hours = within(filled).getByText('Hours').nextElementSibling!;
    expect(hours.textContent).toBe('40 h a week, Monday to Friday, 09:00–17:00 New York time');
    expect(within(filled).getByRole('link', { name: 'maria.santos@example.com' }).getAttribute('href')).toBe('mailto:maria.santos@example.com');
    const open = within(section).getByRole('article', { name: 'Seat 2: open' });
    expect(within(open).getByText(placementMessages.recruiting)).toBeTruthy();
    expect(within(open).getByText("Seats take a median of 4.5 days to fill (calendar days from a seat opening to its talent's first day, over the last 12 months).")).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Past placements' })).toBeTruthy();
    expect(within(section).getByText('Ben Ocampo')).toBeTruthy();
    expect(within(section).getByText('Replaced')).toBeTruthy();
    expect(within(section).getByText('November 2, 2026 – November 20, 2026')).toBeTruthy();
    expect(document.title).toMatch(/^Your Team \|/);
  });

  it('says in one line since when the payment is overdue and from which day the work is paused', async () => {
    const overdue = { status: 'past_due', paymentOverdue: true, paymentOverdueSince: '2026-11-20T12:00:00.000Z' };
    stubTeam([
      buildTeamSubscription({ ...overdue, workPausedFrom: '2026-11-23' }),
      buildTeamSubscription({ ...overdue, subscriptionId: 's-2', role: 'Senior Technical', plan: 'sr_technical', workPausedFrom: '2099-01-05' }),
    ]);
    await openTeam();
    const paused = await screen.findByRole('region', { name: 'Junior Non-Technical' });
    expect(within(paused).getByRole('status').textContent).toBe(
      "Payment overdue since November 20, 2026: your team's work is paused since November 23, 2026, until it is paid. Pay the open invoice from Subscriptions. No new talent starts until it is paid.",
    );
    expect(within(paused).getByRole('link', { name: 'Subscriptions' }).getAttribute('href')).toBe('/subscription');
    const ahead = screen.getByRole('region', { name: 'Senior Technical' });
    expect(within(ahead).getByRole('status').textContent).toMatch(
      /^Payment overdue since November 20, 2026: your team keeps working through January 4, 2099, then their work is paused until it is paid\. /,
    );
  });

  it('promises no fill time before enough placements have started, only the e-mail with the first day', async () => {
    stubTeam([buildTeamSubscription({ seats: [{ seat: 1, state: 'open', medianDaysToFill: null }] })]);
    await openTeam();
    const open = await screen.findByRole('article', { name: 'Seat 1: open' });
    expect(within(open).getByText(placementMessages.recruiting)).toBeTruthy();
    expect(within(open).getByText('We will e-mail you who it is, and their first day, as soon as they are chosen.')).toBeTruthy();
    expect(within(open).queryByText(/days to fill/)).toBeNull();
  });

  it('shows a replaced talent on their seat until their last day, with the replacement and their first day', async () => {
    const outgoing = buildTeamPlacement({ endedAt: '2026-11-27T10:00:00.000Z', endDate: '2099-12-01', endKind: 'replaced' });
    const incoming = buildTeamPlacement({ _id: 'pl-2', talent: { firstName: 'Mark', lastName: 'Rivera', email: 'mark.rivera@example.com' }, startDate: '2099-12-02' });
    stubTeam([buildTeamSubscription({ seats: [{ seat: 1, state: 'filled', placement: outgoing, next: incoming }] })]);
    await openTeam();
    const seat = await screen.findByRole('article', { name: /^Seat 1: / });
    expect(seat.textContent).toContain('Maria works until December 1, 2099. Your replacement, Mark Rivera, starts on December 2, 2099.');
    // No second request while the replacement is on its way.
    expect(within(seat).queryByRole('button', { name: /Request a replacement/ })).toBeNull();
  });

  it('sends a replacement request with a reason; the seat then shows it pending', async () => {
    const posts = stubTeam([buildTeamSubscription()]);
    const user = userEvent.setup();
    await openTeam();
    await user.click(await screen.findByRole('button', { name: 'Request a replacement for Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a replacement' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(placementMessages.reasonRequired)).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Why would you like someone else?'), 'We need someone on Sydney mornings.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(placementMessages.replacementRequested)).toBeTruthy();
    expect(posts).toEqual([{ path: '/api/v1/team/placements/pl-1/replacement-request', body: { reason: 'We need someone on Sydney mornings.' } }]);
    const card = await screen.findByRole('article', { name: 'Seat 1: Maria Santos' });
    await waitFor(() => expect(within(card).getByText('Replacement requested')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: /Request a replacement/ })).toBeNull();
    // The request button is gone, so focus lands on its seat's card.
    expect(document.activeElement).toBe(card);
  });

  it("shows the server's words when a request is already pending", async () => {
    stubFetch(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(409, { code: 'placements.replacement_already_requested', message: placementMessages.replacementAlreadyRequested, error: 'Conflict' })
        : jsonResponse(200, { subscriptions: [buildTeamSubscription()], medianDaysToFill: null }),
    );
    const user = userEvent.setup();
    await openTeam();
    await user.click(await screen.findByRole('button', { name: 'Request a replacement for Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a replacement' });
    await user.type(within(dialog).getByLabelText('Why would you like someone else?'), 'Please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(placementMessages.replacementAlreadyRequested);
  });

  it('invites a customer without a subscription to the plans', async () => {
    stubTeam([]);
    await openTeam();
    expect(await screen.findByText(/You have no subscriptions yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and prices' }).getAttribute('href')).toBe('/pricing');
  });

  it('shows the load error', async () => {
    stubFetch(async () => jsonResponse(500, { code: 'internal', message: 'Something went wrong on our side.', error: 'Something went wrong on our side.' }));
    await openTeam();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: 500 Internal Server Error');
  });

  it('says it is loading while the team is on its way', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    await openTeam();
    expect(screen.getByRole('status').textContent).toBe('Loading your team...');
  });
});
