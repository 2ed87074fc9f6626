import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { subscriptionsKeys } from '@/lib/query-keys';
import { invalidateAfterCancel, withSavedRow } from './billing-keys';

/**
 * POST /subscription/cancel/{subscriptionId}. The answered record replaces the row at once (it now
 * says when it ends and offers no cancel), then every list the cancel changes is refetched.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return tsr.billing.cancelSubscription.useMutation({
    onSuccess: ({ body: { subscription } }) => {
      queryClient.setQueriesData<{ body: unknown }>({ queryKey: subscriptionsKeys.lists() }, (answer) => withSavedRow(answer, 'subscriptions', subscription));
      void invalidateAfterCancel(queryClient);
    },
  });
}
