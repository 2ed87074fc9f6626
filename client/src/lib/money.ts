import { regionInfo, type Region } from '@contract/catalogues/regions';

/**
 * '1,234.57', '22.50', '1,500': commas between thousands, and two decimals when there is a
 * fraction (an hourly rate), none for a whole amount (a plan's price). Written out rather than with
 * Intl.NumberFormat, whose first use loads the locale data (about 100 ms on a slow phone) while the
 * home and pricing pages hydrate (docs/decisions/0196).
 */
function groupedAmount(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents % 100;
  return `${amount < 0 && cents > 0 ? '-' : ''}${whole}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

/**
 * A catalogue amount in the region's currency as the public pages show it (the spec's symbols):
 * '$1,500' for the US, 'AUD 1,870' and 'CAD 28.73' where the symbol is a currency code. Stored
 * amounts (payments, subscriptions) are written by `@contract/money` instead.
 */
export function formatMoney(amount: number, region: Region): string {
  const { symbol } = regionInfo[region];
  const number = groupedAmount(amount);
  return symbol.length > 1 ? `${symbol} ${number}` : `${symbol}${number}`;
}
