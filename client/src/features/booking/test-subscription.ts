import type { SubscriptionSelection } from '@contract/subscription-selection';

/** A chosen plan as the pricing page stores it, for the booking pages' tests. */
export const juniorTechnical: SubscriptionSelection = {
  region: 'US',
  role: 'jr_technical',
  amount: 4000,
  showAmount: '$4,000',
  noOfRoles: 2,
  noOfMonths: 1,
  billingCycle: 'monthly',
  description: 'Junior Technical — 2 talents × 1 month, billed monthly',
  currency: 'usd',
};
