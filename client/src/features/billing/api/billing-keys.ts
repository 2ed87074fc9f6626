import type { QueryClient } from '@tanstack/react-query';
import { customersKeys, paymentsKeys, placementsKeys, revenueKeys, subscriptionsKeys } from '@/lib/query-keys';

/**
 * What each billing change makes stale: a cancel changes subscriptions, customers (their active
 * count), the revenue summary and the team it staffs; a refund changes payments, customers (total paid) and the
 * summary; a paid checkout changes all of them.
 */
export function invalidateAfterCancel(queryClient: QueryClient): Promise<void> {
  // The team it staffs is cancelled too: /team and Staffing show its last day.
  return invalidate(queryClient, [subscriptionsKeys.all, customersKeys.all, revenueKeys.all, placementsKeys.all]);
}

export function invalidateAfterRefund(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [paymentsKeys.all, customersKeys.all, revenueKeys.all]);
}

export function invalidateAfterCheckout(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [subscriptionsKeys.all, paymentsKeys.all, customersKeys.all, revenueKeys.all]);
}

/**
 * A cached list answer with the row of `saved`'s id replaced by it. A billing list answers its
 * rows bare when asked without paging, and under `rowsKey` with the total when paged.
 */
export function withSavedRow<Answer extends { body: unknown }>(answer: Answer | undefined, rowsKey: string, saved: { _id: string }): Answer | undefined {
  if (!answer) return answer;
  const swap = (rows: { _id: string }[]) => rows.map((row) => (row._id === saved._id ? saved : row));
  const body = answer.body as { _id: string }[] | Record<string, { _id: string }[]>;
  if (Array.isArray(body)) return { ...answer, body: swap(body) };
  const rows = body[rowsKey];
  return rows ? { ...answer, body: { ...body, [rowsKey]: swap(rows) } } : answer;
}

async function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
