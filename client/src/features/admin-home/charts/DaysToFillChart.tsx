import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminCharts } from '@contract/admin-overview';
import { ChartCard, FiguresTable } from './ChartCard';
import { chartColors, daysText, monthLabel, shortMonthLabel } from './chart-format';

/** The median days from a seat opening to its talent's start: overall, and month by month. */
export function DaysToFillChart({ daysToFill }: { daysToFill: AdminCharts['daysToFill'] }) {
  const data = daysToFill.byMonth.map((month) => ({ ...month, label: shortMonthLabel(month.month) }));
  const summary =
    daysToFill.median === null
      ? 'No seat has been filled yet.'
      : `Median ${daysText(daysToFill.median)} from a seat opening to its talent's start, over ${daysToFill.placements.toLocaleString('en-US')} ${daysToFill.placements === 1 ? 'placement' : 'placements'}.`;
  return (
    <ChartCard
      title="Days to fill a seat"
      summary={summary}
      chart={
        <>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">{daysToFill.median === null ? '–' : daysText(daysToFill.median)}</p>
          <ResponsiveContainer width="100%" height={170} initialDimension={{ width: 520, height: 170 }}>
            <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={chartColors.grid} vertical={false} />
              <XAxis dataKey="label" tick={{ fill: chartColors.axis, fontSize: 12 }} tickLine={false} />
              <YAxis allowDecimals={false} tick={{ fill: chartColors.axis, fontSize: 12 }} width={36} tickLine={false} axisLine={false} />
              <Tooltip formatter={(value) => daysText(Number(value))} labelFormatter={(_label, payload) => monthLabel(String(payload?.[0]?.payload?.month ?? ''))} />
              <Bar dataKey="median" name="Median days" fill={chartColors.secondary} radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </>
      }
      table={
        <FiguresTable
          caption="Median days to fill a seat, per month"
          heads={['Month', 'Median', 'Placements']}
          rows={daysToFill.byMonth.map((month) => [monthLabel(month.month), month.median === null ? 'None' : daysText(month.median), month.placements.toLocaleString('en-US')])}
        />
      }
    />
  );
}
