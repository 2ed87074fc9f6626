/** Where a client buys from: decides the currency and the price column. Default US. */
export const regions = ['US', 'AU', 'CAN'] as const;
export type Region = (typeof regions)[number];
export const DEFAULT_REGION: Region = 'US';

export const regionInfo: Record<Region, { label: string; currency: 'usd' | 'aud' | 'cad'; symbol: string }> = {
  US: { label: 'United States', currency: 'usd', symbol: '$' },
  AU: { label: 'Australia', currency: 'aud', symbol: 'AUD' },
  CAN: { label: 'Canada', currency: 'cad', symbol: 'CAD' },
};

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (regions as readonly string[]).includes(value);
}
