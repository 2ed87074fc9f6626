import type { QueryClient } from '@tanstack/react-query';
import { customersKeys, paymentsKeys, revenueKeys, subscriptionsKeys } from '@/lib/query-keys';

/**
 * What each billing change makes stale: a cancel changes subscriptions, customers (their active
 * count) and the revenue summary; a refund changes payments, customers (total paid) and the
 * summary; a paid checkout changes all of them.
 */
export function invalidateAfterCancel(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [subscriptionsKeys.all, customersKeys.all, revenueKeys.all]);
}

export function invalidateAfterRefund(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [paymentsKeys.all, customersKeys.all, revenueKeys.all]);
}

export function invalidateAfterCheckout(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [subscriptionsKeys.all, paymentsKeys.all, customersKeys.all, revenueKeys.all]);
}

async function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
