import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingContract } from '@contract/billing';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { subscriptionsKeys } from '@/lib/query-keys';
import { replaceRow } from '@/ui/list-kit/use-list-query';
import { invalidateAfterCancel } from './billing-keys';
import type { SubscriptionsPage } from './use-subscriptions-page';

/**
 * POST /subscription/cancel/{subscriptionId}. The answered record replaces the row at once (it now
 * says when it ends and offers no cancel), then every list the cancel changes is refetched.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionId: string) =>
      expectBody(
        await api.billing.cancelSubscription({ params: { subscriptionId }, auth: 'required' }),
        200,
        billingContract.cancelSubscription.responses[200],
      ),
    onSuccess: ({ subscription }) => {
      queryClient.setQueriesData<SubscriptionsPage>({ queryKey: subscriptionsKeys.lists() }, (page) => replaceRow(page, subscription));
      void invalidateAfterCancel(queryClient);
    },
  });
}
