import { regionInfo, type Region } from '@contract/catalogues/regions';

/**
 * '1,234.57': at most two decimals, commas between thousands. Written out rather than with
 * Intl.NumberFormat, whose first use loads the locale data (about 100 ms on a slow phone) while the
 * home and pricing pages hydrate.
 */
function groupedAmount(amount: number): string {
  const [whole = '0', fraction] = String(Math.round(amount * 100) / 100).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/**
 * An amount in the region's currency as the pricing cards show it: '$1,500' for the US,
 * 'AUD 1,870' and 'CAD 92.5' where the symbol is a currency code.
 */
export function formatMoney(amount: number, region: Region): string {
  const { symbol } = regionInfo[region];
  const number = groupedAmount(amount);
  return symbol.length > 1 ? `${symbol} ${number}` : `${symbol}${number}`;
}
