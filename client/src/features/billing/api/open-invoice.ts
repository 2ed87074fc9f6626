import { billingMessages } from '@contract/billing';
import { tsr } from '@/lib/api-client';
import { loadErrorText, successOf } from '@/lib/api-errors';

/**
 * Opens the invoice's hosted page in a new tab, or answers why it cannot. The tab is opened at
 * once, inside the click, because popup blockers refuse a tab opened after an await; it is
 * pointed at the invoice when the address arrives, or closed again.
 */
export async function openLatestInvoice(latestInvoice: string | null): Promise<{ ok: true } | { ok: false; message: string }> {
  if (!latestInvoice) return { ok: false, message: billingMessages.invoiceMissing };
  const tab = window.open('', '_blank');
  try {
    const { url } = successOf(await tsr.billing.getInvoice.query({ params: { latestInvoice }, auth: 'required' })).body;
    if (tab) {
      // The invoice page must not be able to script this one.
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
    return { ok: true };
  } catch (error) {
    tab?.close();
    return { ok: false, message: loadErrorText(error, undefined, { 404: billingMessages.invoiceMissing }) };
  }
}
