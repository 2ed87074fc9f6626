import { z } from 'zod';
import { billingCycles, planKeys } from './catalogues/plans.js';
import { regions } from './catalogues/regions.js';
import { plainText } from './common.js';

/**
 * What the pricing page stores under the `subscription` key and the checkout later receives.
 * `role` is the plan key; `amount` the total in whole currency units; `showAmount` that total as
 * shown. The server recomputes the price from the catalogue and never trusts `amount`.
 */
export const subscriptionSelectionSchema = z.object({
  region: z.enum(regions).default('US'),
  role: z.enum(planKeys),
  amount: z.number().nonnegative(),
  showAmount: plainText('Amount shown', 100),
  noOfRoles: z.number().int().min(1).max(100),
  noOfMonths: z.number().int().min(1).max(36),
  billingCycle: z.enum(billingCycles),
  description: plainText('Description', 500),
  currency: z.enum(['usd', 'aud', 'cad']),
});
export type SubscriptionSelection = z.infer<typeof subscriptionSelectionSchema>;
