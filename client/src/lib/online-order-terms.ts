import { queryOptions } from '@tanstack/react-query';
import { exceedsOnlineCharge, findPlan, type BillingCycle } from '@contract/catalogues/plans';
import type { Region } from '@contract/catalogues/regions';
import { lazyApiQuery } from '@/lib/lazy-api';
import { useLazyQuery } from '@/lib/lazy-query';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /billing/online-order: the site's setting, the same for every visitor until it restarts.
 * Through `lazyApiQuery`: the plan cards are on the home page, which must not load the API client
 * (tsr, the contract and zod) with the page.
 */
export const onlineOrderTermsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.onlineOrderTerms,
    queryFn: lazyApiQuery((tsr, signal) => tsr.billing.onlineOrderTerms.query({ fetchOptions: { signal } })),
    staleTime: Infinity,
  });

/** A selection as the cap reads it. */
export interface OnlineOrderChoice {
  planKey: string;
  region: Region;
  cycle: BillingCycle;
  talents: number;
}

/**
 * Whether checkout would refuse the choice as more than Stripe takes in one charge: with tax on,
 * the cap keeps room for the region's highest tax (docs/decisions/0191). The setting is asked of
 * the server only for a choice it decides (one refused with tax, taken without), so the home and
 * pricing pages make no request for the usual team sizes (nor load React Query: lib/lazy-query.ts);
 * until its answer arrives the cap without tax holds, and checkout refuses with the same message if
 * tax was on.
 */
export function useExceedsOnlineCharge(choice: OnlineOrderChoice | undefined): boolean {
  const plan = choice ? findPlan(choice.planKey) : undefined;
  const over = (taxOn: boolean) => plan !== undefined && choice !== undefined && exceedsOnlineCharge(plan, choice.region, choice.cycle, choice.talents, taxOn);
  const withoutTax = over(false);
  const settingDecides = !withoutTax && over(true);
  const terms = useLazyQuery(onlineOrderTermsQuery, settingDecides);
  return withoutTax || (settingDecides && (terms?.body.taxIncluded ?? false));
}
