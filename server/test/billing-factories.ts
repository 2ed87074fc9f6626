import type { SubscriptionSelection } from '../../contract/subscription-selection.js';
import type { SessionUser } from '../../contract/users.js';
import type { BillingTestContext } from './billing-context.js';
import { sessionIdOf } from './billing-context.js';
import { bearer } from './factories.js';

export const checkoutSelection = (overrides: Partial<SubscriptionSelection> = {}): SubscriptionSelection => ({
  region: 'US',
  role: 'jr_technical',
  amount: 2000,
  showAmount: '$2,000.00',
  noOfRoles: 1,
  noOfMonths: 3,
  billingCycle: 'monthly',
  description: 'Junior Technical',
  currency: 'usd',
  ...overrides,
});

/** A customer who went through checkout and paid on Stripe's page: answers the Stripe ids. */
export async function paidSubscription(ctx: BillingTestContext, user: SessionUser, overrides: Partial<SubscriptionSelection> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/createSubscribe',
    payload: checkoutSelection(overrides),
    headers: bearer(user),
  });
  if (response.statusCode !== 200) throw new Error(`createSubscribe failed: ${response.statusCode} ${response.body}`);
  const sessionId = sessionIdOf(response.json().url);
  const completion = await ctx.emulator.controls.completeCheckout(sessionId, { outcome: 'pay' });
  const subscriptionId = String(completion.session.subscription);
  const customerId = String(completion.session.customer);
  await ctx.settle();
  return { sessionId, subscriptionId, customerId };
}
