import { billingMessages, type Currency } from '@contract/billing';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { failedStatusOf, loadErrorText, retryNetworkFailureOnce, serverMessageOf, successOf } from '@/lib/api-errors';
import { billingKeys } from './billing-keys';

/** GET /billing/accounts: the currencies the customer pays in, each with its own Stripe customer and portal. */
export const billingAccountsQuery = () =>
  ({ queryKey: billingKeys.accounts, queryData: { auth: 'required' }, retry: retryNetworkFailureOnce }) satisfies ReadOptions<typeof tsr.billing.billingAccounts>;

export function useBillingAccounts() {
  return tsr.billing.billingAccounts.useQuery({ ...billingAccountsQuery(), select: (answer) => answer.body.currencies });
}

/**
 * POST /billing/portal (for one currency's Stripe customer, or the latest), then the browser goes
 * to Stripe's Customer Portal (cards, billing address, invoices), which brings it back to
 * /subscription. Answers why when it cannot: no payment yet (404), too many tries (429) or Stripe
 * unavailable (502) in the server's words.
 */
export async function openBillingPortal(currency?: Currency): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const { url } = successOf(await tsr.billing.openBillingPortal.mutate({ query: currency ? { currency } : {}, auth: 'required' })).body;
    window.location.assign(url);
    return { ok: true };
  } catch (error) {
    if (failedStatusOf(error) === 404) return { ok: false, message: billingMessages.noBillingAccount };
    return { ok: false, message: serverMessageOf(error, loadErrorText(error), 'message') };
  }
}
