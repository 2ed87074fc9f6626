import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRecord } from '@contract/billing';
import { api } from '@/lib/api-client';
import { bodyOf, withSession } from './answer';
import { billingKeys, invalidateAfterCancel } from './billing-keys';
import type { SubscriptionsPage } from './use-subscriptions-page';

function replaceRecord(page: SubscriptionsPage | undefined, updated: SubscriptionRecord): SubscriptionsPage | undefined {
  if (!page) return page;
  return { ...page, subscriptions: page.subscriptions.map((record) => (record._id === updated._id ? updated : record)) };
}

/**
 * POST /subscription/cancel/{subscriptionId}. The answered record replaces the row at once (it now
 * says when it ends and offers no cancel), then every list the cancel changes is refetched.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      withSession(async (extraHeaders) =>
        bodyOf(await api.billing.cancelSubscription({ params: { subscriptionId }, extraHeaders }), 200),
      ),
    onSuccess: ({ subscription }) => {
      queryClient.setQueriesData<SubscriptionsPage>({ queryKey: billingKeys.subscriptions }, (page) => replaceRecord(page, subscription));
      void invalidateAfterCancel(queryClient);
    },
  });
}
