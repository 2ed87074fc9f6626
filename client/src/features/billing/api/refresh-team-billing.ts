import { useCallback } from 'react';
import { tsr } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** How long billing usually takes to bill an approved week's extra hours (a task on the queue). */
const BILLING_DELAY_MS = 2_000;

/**
 * After a week is approved on /team: Your team's billing is read again once the week's extra hours
 * have had time to be billed, so they show as waiting without a reload.
 */
export function useRefreshTeamBillingSoon(): () => void {
  const queryClient = tsr.useQueryClient();
  return useCallback(() => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: billingKeys.teamBilling }), BILLING_DELAY_MS);
  }, [queryClient]);
}
