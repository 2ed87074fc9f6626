import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminCharts } from '@contract/admin-overview';
import { daysToFillRule } from '@contract/placements';
import { ChartCard, FiguresTable } from './ChartCard';
import { chartColors, daysText, monthLabel, shortMonthLabel, evenAxisLabels } from './chart-format';

const placementsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'placement' : 'placements'}`;

/**
 * The sentence above the chart. Its count is the table's Placements column summed (the server counts
 * both from the same rows), and its median is the figure /team shows customers, or none below
 * `daysToFillRule.minimumPlacements`.
 */
function summaryOf({ median, placements }: AdminCharts['daysToFill']): string {
  const span = `in the last ${daysToFillRule.months} months`;
  if (placements === 0) return `No placement has started ${span}.`;
  if (median === null)
    return `${placementsText(placements)} started ${span}: too few for a median, which customers see from ${daysToFillRule.minimumPlacements}.`;
  return `Median ${daysText(median)} (calendar days) from a seat opening to its talent's first day, over the ${placementsText(placements)} that started ${span}. Customers see the same figure.`;
}

/** The median calendar days from a seat opening to its talent's first day, over placements that started: overall, and month by month. */
export function DaysToFillChart({ daysToFill }: { daysToFill: AdminCharts['daysToFill'] }) {
  const data = daysToFill.byMonth.map((month) => ({ ...month, label: shortMonthLabel(month.month) }));
  const summary = summaryOf(daysToFill);
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
              <XAxis dataKey="label" tick={{ fill: chartColors.axis, fontSize: 12 }} tickLine={false} interval={evenAxisLabels} />
              <YAxis allowDecimals={false} tick={{ fill: chartColors.axis, fontSize: 12 }} width={36} tickLine={false} axisLine={false} />
              <Tooltip formatter={(value) => daysText(Number(value))} labelFormatter={(_label, payload) => monthLabel(String(payload?.[0]?.payload?.month ?? ''))} />
              <Bar dataKey="median" name="Median days" fill={chartColors.secondary} radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </>
      }
      table={
        <FiguresTable
          caption="Median days to fill a seat, per month of the talents' first days"
          heads={['Month', 'Median', 'Placements started']}
          rows={daysToFill.byMonth.map((month) => [monthLabel(month.month), month.median === null ? 'None' : daysText(month.median), month.placements.toLocaleString('en-US')])}
        />
      }
    />
  );
}
