import { tsr } from '@/lib/api-client';
import { useSavedRowUpdates } from './list-answers';

/**
 * POST /subscription/cancel/{subscriptionId}. The answered record replaces the row at once (it now
 * says when it ends and offers no cancel), then every list the cancel changes is refetched.
 */
export function useCancelSubscription() {
  const { cancelled } = useSavedRowUpdates();
  return tsr.billing.cancelSubscription.useMutation({ onSuccess: ({ body }) => cancelled(body.subscription) });
}
