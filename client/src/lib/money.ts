import { regionInfo, type Region } from '@contract/catalogues/regions';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount in the region's currency as the pricing cards show it: '$1,500' for the US,
 * 'AUD 1,870' and 'CAD 92.5' where the symbol is a currency code.
 */
export function formatMoney(amount: number, region: Region): string {
  const { symbol } = regionInfo[region];
  const number = numberFormat.format(amount);
  return symbol.length > 1 ? `${symbol} ${number}` : `${symbol}${number}`;
}
