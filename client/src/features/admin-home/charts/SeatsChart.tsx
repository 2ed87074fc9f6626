import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminCharts } from '@contract/admin-overview';
import { ChartCard, FiguresTable } from './ChartCard';
import { chartColors, legendText, weekLabel, evenAxisLabels } from './chart-format';

/** Seats sold (paid subscriptions' quantities) against seats filled (a talent at work: from their first day through their last), week by week. */
export function SeatsChart({ weeks }: { weeks: AdminCharts['seatsByWeek'] }) {
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  const now = weeks.at(-1);
  const summary = now
    ? `Now ${now.seatsFilled.toLocaleString('en-US')} of ${now.seatsSold.toLocaleString('en-US')} seats sold have a talent at work. A seat counts as filled from its talent's first day through their last.`
    : 'No seats sold yet.';
  return (
    <ChartCard
      title="Seats sold and filled"
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 520, height: 220 }}>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={1}>
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis dataKey="label" tick={{ fill: chartColors.axis, fontSize: 12 }} tickLine={false} interval={evenAxisLabels} />
            <YAxis allowDecimals={false} tick={{ fill: chartColors.axis, fontSize: 12 }} width={36} tickLine={false} axisLine={false} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            <Bar dataKey="seatsSold" name="Seats sold" fill={chartColors.primary} radius={[2, 2, 0, 0]} />
            <Bar dataKey="seatsFilled" name="Seats filled" fill={chartColors.secondary} radius={[2, 2, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <FiguresTable
          caption="Seats sold and filled at the end of each week"
          heads={['Week of', 'Seats sold', 'Seats filled']}
          rows={weeks.map((week) => [weekLabel(week.weekStart), week.seatsSold.toLocaleString('en-US'), week.seatsFilled.toLocaleString('en-US')])}
        />
      }
    />
  );
}
