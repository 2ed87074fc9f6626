const usLongDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * The spec's date format: US long date with 12-hour time ("March 4, 2025 at 2:05 PM").
 * An absent or unparsable value gives `fallback`, so a screen never shows "Invalid Date".
 */
export function formatDateTime(value: string | number | Date | null | undefined, fallback = 'N/A'): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : usLongDateTime.format(date);
}
