import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { billingKeys } from './billing-keys';

/**
 * Customer: the next charge of each renewing subscription (GET /subscription/my/next-charges),
 * Stripe's previews, read apart from the subscriptions list so that list never waits for Stripe.
 */
export const nextChargesQuery = () =>
  ({ queryKey: billingKeys.nextCharges, queryData: { auth: 'required' }, retry: retryNetworkFailureOnce }) satisfies ReadOptions<typeof tsr.billing.myNextCharges>;

export function useNextCharges() {
  return tsr.billing.myNextCharges.useQuery({ ...nextChargesQuery(), select: selectBody });
}
