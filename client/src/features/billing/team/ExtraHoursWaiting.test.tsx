import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamBillingSubscription } from '@contract/team-billing';
import { ExtraHoursWaiting } from './ExtraHoursWaiting';

const billing = (overrides: Partial<TeamBillingSubscription> = {}): TeamBillingSubscription => ({
  subscriptionId: 's-1',
  currency: 'aud',
  seats: 2,
  seatsFromNextPeriod: 2,
  periodEnd: '2026-12-28T05:00:00.000Z',
  cannotChange: null,
  pendingAdd: null,
  removals: [],
  extraHoursWaiting: [],
  extraHoursWaitingTotal: 0,
  extraHourRate: 2830,
  ...overrides,
});

describe('extra hours waiting on /team', () => {
  it('lists each week with its description, hours and amount, then the total and the rate', () => {
    render(
      <ExtraHoursWaiting
        billing={billing({
          extraHoursWaiting: [
            { id: 'x-1', weekStart: '2026-11-16', description: 'Extra hours: Maria Santos, week of 16 Nov 2026: 4.25 h (4.25 h over the contracted hours)', quarterHours: 17, hourlyRate: 2830, amount: 12_028, currency: 'aud' },
            { id: 'x-2', weekStart: '2026-11-09', description: 'Extra hours corrected: Maria Santos, week of 9 Nov 2026: −2 h (settled at 2 h in all)', quarterHours: -8, hourlyRate: 2830, amount: -5_660, currency: 'aud' },
          ],
          extraHoursWaitingTotal: 6_368,
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Extra hours waiting' });
    expect(within(section).getByText('Extra and weekend hours: A$28.30 an hour per talent')).toBeTruthy();
    const [first, credit] = within(section).getAllByRole('listitem');
    expect(within(first!).getByText(/^Extra hours: Maria Santos, week of 16 Nov 2026/)).toBeTruthy();
    expect(within(first!).getByText('Week of November 16, 2026 · 4.25 h')).toBeTruthy();
    expect(within(first!).getByText('A$120.28')).toBeTruthy();
    expect(within(credit!).getByText('Week of November 9, 2026 · −2 h')).toBeTruthy();
    expect(within(credit!).getByText('-A$56.60')).toBeTruthy();
    expect(within(section).getByText('Total waiting').nextElementSibling!.textContent).toBe('A$63.68');
  });

  it('says when extra hours appear, before any is waiting', () => {
    render(<ExtraHoursWaiting billing={billing({ currency: 'usd', extraHourRate: 2250 })} />);
    const section = screen.getByRole('region', { name: 'Extra hours waiting' });
    expect(within(section).getByText('No extra hours are waiting. Extra hours appear here once a week with more than the contracted hours is approved.')).toBeTruthy();
    expect(within(section).getByText('Extra and weekend hours: $22.50 an hour per talent')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).queryByText('Total waiting')).toBeNull();
  });
});
