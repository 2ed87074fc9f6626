import { FileText, XCircle } from 'lucide-react';
import { useState } from 'react';
import { billingMessages, type SubscriptionRecord } from '@contract/billing';
import { Button } from '@/ui/Button';
import { useCancelSubscription } from '@/features/billing/api/use-cancel-subscription';
import { openLatestInvoice } from '@/features/billing/api/open-invoice';
import { canCancel } from '@/features/billing/billing-format';
import type { ListNotice } from '@/ui/list-kit/AdminListPage';

type SubscriptionActionsProps = { record: SubscriptionRecord; onNotice: (notice: ListNotice) => void };

/** A row's 'Latest Invoice' and, while there is something to cancel, 'Cancel Subscription'. */
export function SubscriptionActions({ record, onNotice }: SubscriptionActionsProps) {
  const cancel = useCancelSubscription();
  const [openingInvoice, setOpeningInvoice] = useState(false);

  async function showInvoice() {
    setOpeningInvoice(true);
    const result = await openLatestInvoice(record.latestInvoice);
    setOpeningInvoice(false);
    if (!result.ok) onNotice({ tone: 'error', text: result.message });
  }

  function cancelSubscription() {
    if (!window.confirm(billingMessages.cancelConfirm)) return;
    cancel.mutate({ params: { subscriptionId: record.subscriptionId }, auth: 'required' }, {
      onSuccess: () => onNotice({ tone: 'success', text: billingMessages.canceled }),
      onError: () => onNotice({ tone: 'error', text: billingMessages.cancelFailed }),
    });
  }

  return (
    <div className="flex min-w-[7rem] flex-col items-stretch gap-1.5">
      <Button variant="outline" className="px-2 py-1.5 text-xs" disabled={openingInvoice} onClick={() => void showInvoice()}>
        <FileText className="h-3.5 w-3.5" aria-hidden="true" />
        Latest Invoice
      </Button>
      {canCancel(record) ? (
        <Button
          variant="ghost"
          className="px-2 py-1.5 text-xs text-red-700 hover:bg-red-50"
          disabled={cancel.isPending}
          onClick={cancelSubscription}
        >
          <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
          {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
        </Button>
      ) : null}
    </div>
  );
}
