import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { billingMessages } from '@contract/billing';
import { Button } from '@/ui/Button';
import type { ListNotice } from '@/ui/list-kit/AdminListPage';
import { openBillingPortal } from '@/features/billing/api/open-billing-portal';

/** A customer's way to Stripe's Customer Portal: change the card or billing address, see invoices. */
export function ManageBillingButton({ onNotice }: { onNotice: (notice: ListNotice) => void }) {
  const [opening, setOpening] = useState(false);

  async function manageBilling() {
    setOpening(true);
    const result = await openBillingPortal();
    // On success the browser is leaving for Stripe: the button stays busy until it has.
    if (!result.ok) {
      setOpening(false);
      onNotice({ tone: 'error', text: result.message });
    }
  }

  return (
    <Button variant="outline" disabled={opening} onClick={() => void manageBilling()}>
      <CreditCard className="h-4 w-4" aria-hidden="true" />
      {opening ? 'Opening billing...' : billingMessages.manageBilling}
    </Button>
  );
}
