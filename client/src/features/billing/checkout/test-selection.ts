import type { SubscriptionSelection } from '@contract/subscription-selection';

/** A chosen plan as the pricing page stores it. */
export const seniorTechnicalAu: SubscriptionSelection = {
  region: 'AU',
  role: 'sr_technical',
  amount: 3270,
  showAmount: 'AUD 3,270',
  noOfRoles: 1,
  noOfMonths: 1,
  billingCycle: 'monthly',
  description: 'Senior Technical — 1 talent × 1 month, billed monthly',
  currency: 'aud',
};
