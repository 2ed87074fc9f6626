import { FileText, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import type { SubscriptionRecord } from '@contract/billing';
import { useSession } from '@/lib/session';
import { Button } from '@/ui/Button';
import { openLatestInvoice } from '@/features/billing/api/open-invoice';
import { canCancel } from '@/features/billing/billing-format';
import type { ListNotice } from '@/ui/list-kit/AdminListPage';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

type SubscriptionActionsProps = { record: SubscriptionRecord; onNotice: (notice: ListNotice) => void };

/** A row's 'Latest Invoice' and, while there is something to cancel, 'Cancel Subscription' (confirmed in the site's own dialog). */
export function SubscriptionActions({ record, onNotice }: SubscriptionActionsProps) {
  const { user } = useSession();
  const [openingInvoice, setOpeningInvoice] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const invoiceButton = useRef<HTMLButtonElement>(null);

  async function showInvoice() {
    setOpeningInvoice(true);
    const result = await openLatestInvoice(record.latestInvoice);
    setOpeningInvoice(false);
    if (!result.ok) onNotice({ tone: 'error', text: result.message });
  }

  function canceled(message: string) {
    setConfirming(false);
    onNotice({ tone: 'success', text: message });
  }

  return (
    <div className="flex min-w-[7rem] flex-col items-stretch gap-1.5">
      <Button ref={invoiceButton} variant="outline" className="px-2 py-1.5 text-xs" disabled={openingInvoice} onClick={() => void showInvoice()}>
        <FileText className="h-3.5 w-3.5" aria-hidden="true" />
        Latest Invoice
      </Button>
      {canCancel(record) ? (
        <Button variant="ghost" className="px-2 py-1.5 text-xs text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
          <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
          Cancel Subscription
        </Button>
      ) : null}
      {confirming ? (
        <CancelSubscriptionDialog
          record={record}
          viewer={user?.isAdmin ? 'admin' : 'customer'}
          onClose={() => setConfirming(false)}
          onCanceled={canceled}
          // Once cancelled, the row offers no Cancel button to go back to: its invoice button takes focus.
          fallbackFocus={() => invoiceButton.current}
        />
      ) : null}
    </div>
  );
}
