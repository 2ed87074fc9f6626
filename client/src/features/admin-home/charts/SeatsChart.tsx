import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminCharts } from '@contract/admin-overview';
import { ChartCard, FiguresTable } from './ChartCard';
import { chartColors, weekLabel } from './chart-format';

/** Seats sold (paid subscriptions' quantities) against seats filled (active placements), week by week. */
export function SeatsChart({ weeks }: { weeks: AdminCharts['seatsByWeek'] }) {
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  const now = weeks.at(-1);
  const summary = now
    ? `Now ${now.seatsFilled.toLocaleString('en-US')} of ${now.seatsSold.toLocaleString('en-US')} seats sold are filled (${(now.seatsSold - now.seatsFilled).toLocaleString('en-US')} open).`
    : 'No seats sold yet.';
  return (
    <ChartCard
      title="Seats sold and filled"
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 520, height: 220 }}>
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis dataKey="label" tick={{ fill: chartColors.axis, fontSize: 12 }} tickLine={false} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fill: chartColors.axis, fontSize: 12 }} width={36} tickLine={false} axisLine={false} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line type="stepAfter" dataKey="seatsSold" name="Seats sold" stroke={chartColors.primary} strokeWidth={2} dot={false} />
            <Line type="stepAfter" dataKey="seatsFilled" name="Seats filled" stroke={chartColors.secondary} strokeWidth={3} strokeDasharray="6 3" dot={false} />
          </LineChart>
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
