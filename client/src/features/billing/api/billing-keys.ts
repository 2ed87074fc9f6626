import type { QueryClient } from '@tanstack/react-query';

/**
 * React Query keys of every billing resource, in one place so a change invalidates every list
 * that shows it: a cancel changes subscriptions, customers and the revenue summary; a refund
 * changes payments, customers and the revenue summary; a paid checkout changes all of them.
 */
export const billingKeys = {
  all: ['billing'] as const,
  subscriptions: ['billing', 'subscriptions'] as const,
  payments: ['billing', 'payments'] as const,
  customers: ['billing', 'customers'] as const,
  revenueSummary: ['billing', 'revenue-summary'] as const,
};

export function invalidateAfterCancel(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [billingKeys.subscriptions, billingKeys.customers, billingKeys.revenueSummary]);
}

export function invalidateAfterRefund(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [billingKeys.payments, billingKeys.customers, billingKeys.revenueSummary]);
}

export function invalidateAfterCheckout(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [billingKeys.all]);
}

async function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
