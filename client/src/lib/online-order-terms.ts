import { exceedsOnlineCharge, findPlan, type BillingCycle } from '@contract/catalogues/plans';
import type { Region } from '@contract/catalogues/regions';
import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** GET /billing/online-order: the site's setting, the same for every visitor until it restarts. */
export const onlineOrderTermsQuery = () =>
  ({ queryKey: sharedKeys.onlineOrderTerms, queryData: {}, staleTime: Infinity }) satisfies ReadOptions<typeof tsr.billing.onlineOrderTerms>;

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
 * pricing pages make no request for the usual team sizes; until its answer arrives the cap without
 * tax holds, and checkout refuses with the same message if tax was on.
 */
export function useExceedsOnlineCharge(choice: OnlineOrderChoice | undefined): boolean {
  const plan = choice ? findPlan(choice.planKey) : undefined;
  const over = (taxOn: boolean) => plan !== undefined && choice !== undefined && exceedsOnlineCharge(plan, choice.region, choice.cycle, choice.talents, taxOn);
  const withoutTax = over(false);
  const settingDecides = !withoutTax && over(true);
  const terms = tsr.billing.onlineOrderTerms.useQuery({ ...onlineOrderTermsQuery(), select: selectBody, enabled: settingDecides });
  return withoutTax || (settingDecides && (terms.data?.taxIncluded ?? false));
}
