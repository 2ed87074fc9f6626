import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCharts as Charts } from '@contract/admin-overview';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { AdminCharts } from './AdminCharts';

const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const weeks = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

function buildCharts(): Charts {
  return {
    revenueByMonth: [
      {
        currency: 'usd',
        months: months.map((month, index) => ({
          month,
          paid: index === 11 ? 800000 : 400000,
          refunded: index === 11 ? 50000 : 0,
          disputed: index === 11 ? 100000 : 0,
          net: index === 11 ? 650000 : 400000,
        })),
      },
      { currency: 'aud', months: months.map((month, index) => ({ month, paid: index === 11 ? 654000 : 0, refunded: 0, disputed: 0, net: index === 11 ? 654000 : 0 })) },
    ],
    applicationsByWeek: weeks.map((weekStart, index) => ({
      weekStart,
      total: index === 11 ? 5 : 2,
      byStage: index === 11 ? [{ stage: 'Unread', count: 3 }, { stage: 'Job Offer', count: 1 }, { stage: 'Hired', count: 1 }] : [{ stage: 'Read', count: 2 }],
    })),
    seatsByWeek: weeks.map((weekStart, index) => ({ weekStart, seatsSold: index < 6 ? 2 : 4, seatsFilled: index < 6 ? 1 : 3 })),
    daysToFill: { median: 4.5, placements: 6, byMonth: months.map((month, index) => ({ month, median: index > 8 ? 4 + index - 9 : null, placements: index > 8 ? 2 : 0 })) },
  };
}

describe('AdminCharts', () => {
  it('gives each chart a title, a sentence with its main figure, and its figures as a table', async () => {
    stubFetch(async () => jsonResponse(200, buildCharts()));
    const user = userEvent.setup();
    renderWithProviders(<AdminCharts />, { user: admin });

    const revenue = await screen.findByRole('region', { name: 'Revenue per month (before tax, less refunds and disputes)' });
    expect(within(revenue).getByText('$6,500.00 this month, $50,500.00 over 12 months; A$6,540.00 this month, A$6,540.00 over 12 months.')).toBeTruthy();
    await user.click(within(revenue).getByText('Show the figures'));
    const usd = within(revenue).getByRole('table', { name: 'Revenue per month in USD' });
    const november = within(usd).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr')!;
    expect(Array.from(november.children).map((cell) => cell.textContent)).toEqual(['Nov 2026', '$8,000.00', '$500.00', '$1,000.00', '$6,500.00']);
    expect(within(revenue).getByRole('table', { name: 'Revenue per month in AUD' })).toBeTruthy();

    const applications = screen.getByRole('region', { name: 'Applications per week, by furthest status' });
    expect(within(applications).getByText('27 applications in 12 weeks (5 this week); 1 of them hired.')).toBeTruthy();
    const table = within(applications).getByRole('table', { hidden: true });
    const heads = within(table).getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);
    expect(heads).toEqual(['Week of', 'Unread', 'Read', 'Short Listed', 'Initial Interview', 'Final Interview', 'Job Offer', 'Hired', 'Total']);

    const seats = screen.getByRole('region', { name: 'Seats sold and filled' });
    expect(within(seats).getByText("Now 3 of 4 seats sold have a talent at work. A seat counts as filled from its talent's first day through their last.")).toBeTruthy();

    const days = screen.getByRole('region', { name: 'Days to fill a seat' });
    expect(
      within(days).getByText("Median 4.5 days (calendar days) from a seat opening to its talent's first day, over the 6 placements that started in the last 12 months. Customers see the same figure."),
    ).toBeTruthy();
  });

  it("sums each table to its summary's figure", async () => {
    stubFetch(async () => jsonResponse(200, buildCharts()));
    renderWithProviders(<AdminCharts />, { user: admin });
    const columnSum = (region: HTMLElement, column: string) => {
      const table = within(region).getByRole('table', { hidden: true });
      const index = within(table).getAllByRole('columnheader', { hidden: true }).findIndex((cell) => cell.textContent === column);
      return within(table)
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .reduce((sum, row) => sum + Number(row.children[index]!.textContent!.replace(/,/g, '')), 0);
    };
    const days = await screen.findByRole('region', { name: 'Days to fill a seat' });
    expect(within(days).getByText(/over the 6 placements/)).toBeTruthy();
    expect(columnSum(days, 'Placements started')).toBe(6);
    const applications = screen.getByRole('region', { name: 'Applications per week, by furthest status' });
    expect(within(applications).getByText(/^27 applications in 12 weeks/)).toBeTruthy();
    expect(columnSum(applications, 'Total')).toBe(27);
    expect(columnSum(applications, 'Hired')).toBe(1);
  });

  it('shows no median below the minimum of placements, and still counts them', async () => {
    const charts = buildCharts();
    const byMonth = charts.daysToFill.byMonth.map((month, index) => ({ ...month, median: index === 11 ? 6 : null, placements: index === 11 ? 3 : 0 }));
    stubFetch(async () => jsonResponse(200, { ...charts, daysToFill: { median: null, placements: 3, byMonth } }));
    renderWithProviders(<AdminCharts />, { user: admin });
    const days = await screen.findByRole('region', { name: 'Days to fill a seat' });
    expect(within(days).getByText('3 placements started in the last 12 months: too few for a median, which customers see from 6.')).toBeTruthy();
  });

  it('says so when there is nothing to draw yet', async () => {
    stubFetch(async () =>
      jsonResponse(200, { ...buildCharts(), revenueByMonth: [], seatsByWeek: [], daysToFill: { median: null, placements: 0, byMonth: [] } }),
    );
    renderWithProviders(<AdminCharts />, { user: admin });
    expect(await screen.findByText('No payments in the last 12 months.')).toBeTruthy();
    expect(screen.getByText('No seats sold yet.')).toBeTruthy();
    expect(screen.getByText('No placement has started in the last 12 months.')).toBeTruthy();
  });

  it('says it is loading, then shows a failure', async () => {
    stubFetch(async () => jsonResponse(500, { code: 'internal', message: 'Something went wrong on our side.', error: 'Something went wrong on our side.' }));
    renderWithProviders(<AdminCharts />, { user: admin });
    expect(screen.getByRole('status').textContent).toBe('Loading the charts...');
    expect((await screen.findByRole('alert')).textContent).toBe('Error: 500 Internal Server Error');
  });
});
