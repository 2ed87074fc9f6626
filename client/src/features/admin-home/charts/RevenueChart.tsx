import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminCharts } from '@contract/admin-overview';
import { toMajorUnits, toMinorUnits } from '@contract/money';
import { ChartCard, FiguresTable } from './ChartCard';
import { chartColors, compactNumber, moneyOf, monthLabel, shortMonthLabel, evenAxisLabels } from './chart-format';

type CurrencyRevenue = AdminCharts['revenueByMonth'][number];

function CurrencyBars({ revenue }: { revenue: CurrencyRevenue }) {
  const data = revenue.months.map((month) => ({ ...month, label: shortMonthLabel(month.month), netUnits: toMajorUnits(month.net, revenue.currency) }));
  return (
    <ResponsiveContainer width="100%" height={200} initialDimension={{ width: 520, height: 200 }}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={chartColors.grid} vertical={false} />
        <XAxis dataKey="label" tick={{ fill: chartColors.axis, fontSize: 12 }} tickLine={false} interval={evenAxisLabels} />
        <YAxis tickFormatter={compactNumber} tick={{ fill: chartColors.axis, fontSize: 12 }} width={44} tickLine={false} axisLine={false} />
        <ReferenceLine y={0} stroke={chartColors.axis} />
        <Tooltip formatter={(value) => moneyOf(toMinorUnits(Number(value), revenue.currency), revenue.currency)} labelFormatter={(_label, payload) => monthLabel(String(payload?.[0]?.payload?.month ?? ''))} />
        <Bar dataKey="netUnits" name="Net revenue" fill={chartColors.primary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Revenue per month for 12 months, one chart per currency (amounts in different currencies do not add up):
 * paid before tax, less refunds and open or lost disputes (docs/decisions/0191).
 */
export function RevenueChart({ revenueByMonth }: { revenueByMonth: AdminCharts['revenueByMonth'] }) {
  const summary =
    revenueByMonth.length === 0
      ? 'No payments in the last 12 months.'
      : revenueByMonth
          .map(({ currency, months }) => {
            const total = months.reduce((sum, month) => sum + month.net, 0);
            return `${moneyOf(months.at(-1)?.net ?? 0, currency)} this month, ${moneyOf(total, currency)} over 12 months`;
          })
          .join('; ') + '.';
  return (
    <ChartCard
      title="Revenue per month (before tax, less refunds and disputes)"
      summary={summary}
      chart={
        revenueByMonth.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-600">No revenue yet.</p>
        ) : (
          <div className="space-y-4">
            {revenueByMonth.map((revenue) => (
              <div key={revenue.currency}>
                {revenueByMonth.length > 1 ? <p className="mb-1 text-xs font-semibold text-slate-700">{revenue.currency.toUpperCase()}</p> : null}
                <CurrencyBars revenue={revenue} />
              </div>
            ))}
          </div>
        )
      }
      table={
        <div className="space-y-4">
          {revenueByMonth.map(({ currency, months }) => (
            <FiguresTable
              key={currency}
              caption={`Revenue per month in ${currency.toUpperCase()}`}
              heads={['Month', 'Paid before tax', 'Refunded', 'Disputed', 'Net']}
              rows={months.map((month) => [
                monthLabel(month.month),
                moneyOf(month.paid, currency),
                moneyOf(month.refunded, currency),
                moneyOf(month.disputed, currency),
                moneyOf(month.net, currency),
              ])}
            />
          ))}
        </div>
      }
    />
  );
}
