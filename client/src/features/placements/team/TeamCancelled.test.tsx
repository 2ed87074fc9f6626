import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { buildTeamPlacement, buildTeamSubscription } from '@/features/placements/test-placements';
import { TeamPage } from './TeamPage';

describe('/team, a cancelled subscription', () => {
  it('says the team\'s last day, and on each card the talent\'s own (their placement\'s time zone), with no replacement to ask for', async () => {
    const manila = buildTeamPlacement({
      _id: 'pl-2',
      seat: 2,
      talent: { firstName: 'Ben', lastName: 'Cruz', email: 'ben@example.com' },
      workingHours: { hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00', timeZone: 'Asia/Manila' },
      endDate: '2026-12-29',
    });
    const subscription = buildTeamSubscription({
      cancelled: true,
      endsOn: '2026-12-28',
      seats: [
        { seat: 1, state: 'filled', placement: buildTeamPlacement({ endDate: '2026-12-28' }), next: null },
        { seat: 2, state: 'filled', placement: manila, next: null },
      ],
    });
    stubFetch(async () => jsonResponse(200, { subscriptions: [subscription], medianDaysToFill: null }));
    renderRoutes({ routes: [{ path: 'team', Component: TeamPage }], initialEntries: ['/team'], user: customer });

    expect(await screen.findByText(/Your team keeps working until/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Seat 1: Maria Santos' })).getByText(/works until/).textContent).toBe(
      'Maria works until December 28, 2026, when the subscription ends.',
    );
    expect(within(screen.getByRole('article', { name: 'Seat 2: Ben Cruz' })).getByText(/works until/).textContent).toBe(
      'Ben works until December 29, 2026, when the subscription ends.',
    );
    expect(screen.queryByRole('button', { name: /^Request a replacement/ })).toBeNull();
  });
});
