import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { applicationStages, type AdminCharts } from '@contract/admin-overview';
import { ChartCard, FiguresTable } from './ChartCard';
import { chartColors, legendText, weekLabel, evenAxisLabels } from './chart-format';

type Weeks = AdminCharts['applicationsByWeek'];

/** The stages in their order, then any the server knows and this page does not yet. */
function stagesOf(weeks: Weeks): string[] {
  const known: string[] = [...applicationStages];
  const extra = [...new Set(weeks.flatMap((week) => week.byStage.map((entry) => entry.stage)))].filter((stage) => !known.includes(stage));
  return [...known, ...extra];
}

/** Applications received per week for 12 weeks, each counted under the furthest status it has reached (stacked). */
export function ApplicationsChart({ weeks }: { weeks: Weeks }) {
  const stages = stagesOf(weeks);
  const data = weeks.map((week) => ({
    label: weekLabel(week.weekStart),
    ...Object.fromEntries(stages.map((stage) => [stage, week.byStage.find((entry) => entry.stage === stage)?.count ?? 0])),
  }));
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const hired = weeks.reduce((sum, week) => sum + (week.byStage.find((entry) => entry.stage === 'Hired')?.count ?? 0), 0);
  const thisWeek = weeks.at(-1)?.total ?? 0;
  return (
    <ChartCard
      title="Applications per week, by furthest status"
      summary={`${total.toLocaleString('en-US')} applications in 12 weeks (${thisWeek.toLocaleString('en-US')} this week); ${hired.toLocaleString('en-US')} of them hired.`}
      chart={
        <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 520, height: 240 }}>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis dataKey="label" tick={{ fill: chartColors.axis, fontSize: 12 }} tickLine={false} interval={evenAxisLabels} />
            <YAxis allowDecimals={false} tick={{ fill: chartColors.axis, fontSize: 12 }} width={36} tickLine={false} axisLine={false} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            {stages.map((stage, index) => (
              <Bar key={stage} dataKey={stage} stackId="stages" fill={chartColors.stages[index % chartColors.stages.length]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <FiguresTable
          caption="Applications per week by furthest status"
          heads={['Week of', ...stages, 'Total']}
          rows={weeks.map((week) => [
            weekLabel(week.weekStart),
            ...stages.map((stage) => (week.byStage.find((entry) => entry.stage === stage)?.count ?? 0).toLocaleString('en-US')),
            week.total.toLocaleString('en-US'),
          ])}
        />
      }
    />
  );
}
