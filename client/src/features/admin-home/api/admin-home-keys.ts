import { queryRoots } from '@/lib/query-keys';

/**
 * The admin home's query keys. What needs attention sits under the inbox's root, so reading an
 * inquiry or a message refreshes it with the counts; the counts and the charts are roots of their
 * own, which other features' writes make stale too (lib/query-keys.ts).
 */
export const adminHomeKeys = {
  overview: queryRoots.adminOverview,
  charts: queryRoots.adminCharts,
  undeliveredMail: [...queryRoots.inbox, 'undelivered-mail'] as const,
  failedStripeEvents: [...queryRoots.inbox, 'failed-stripe-events'] as const,
  paymentsAttention: [...queryRoots.inbox, 'payments-attention'] as const,
};
