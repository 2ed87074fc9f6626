import { formatMinorUnits } from '@contract/money';
import { formatDay } from '@/lib/dates';

/** 'YYYY-MM' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  return formatDay(month, 'month-year');
}

/** 'YYYY-MM' → 'Nov', for an axis with twelve ticks. */
export function shortMonthLabel(month: string): string {
  return formatDay(month, 'month');
}

/** A week's Monday 'YYYY-MM-DD' → 'Nov 23'. */
export function weekLabel(weekStart: string): string {
  return formatDay(weekStart, 'month-day');
}

/** Minor units of a currency as money, by the one formatter: '$4,000.00', with a true minus sign before a net loss ('−A$50.00'). */
export function moneyOf(minorUnits: number, currency: string): string {
  return `${minorUnits < 0 ? '−' : ''}${formatMinorUnits(Math.abs(minorUnits), currency)}`;
}

/**
 * The x-axis labels' spacing on every chart: every Nth label, N the smallest that fits the width,
 * ending on the latest week or month. Evenly spaced at 390 px as at 1280 px ('preserveStartEnd'
 * squeezed the last label beside whichever one came before it).
 */
export const evenAxisLabels = 'equidistantPreserveEnd' as const;

/** Whole units for an axis: 12,000 → '12k'. */
export function compactNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** '4.5 days', '1 day'. */
export function daysText(days: number): string {
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'day' : 'days'}`;
}

/** Colours of the charts' series, from the site's palette (each stage distinct, amber for offers, green for hires). */
export const chartColors = {
  primary: '#1d3fd8',
  secondary: '#fbbf24',
  grid: '#e2e8f0',
  axis: '#475569',
  stages: ['#94a3b8', '#7dd3fc', '#93b6fd', '#3b6af6', '#1e35af', '#f59e0b', '#059669'],
} as const;

/** A legend entry's words in the text colour (the series' own colours are too light for text). */
export function legendText(value: string) {
  return <span style={{ color: chartColors.axis }}>{value}</span>;
}
