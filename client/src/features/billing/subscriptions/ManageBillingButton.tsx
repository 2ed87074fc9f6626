import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { billingMessages, type Currency } from '@contract/billing';
import { Button } from '@/ui/Button';
import type { ListNotice } from '@/ui/list-kit/AdminListPage';
import { openBillingPortal, useBillingAccounts } from '@/features/billing/api/open-billing-portal';
import { currencyCode } from '@/features/billing/billing-format';

/**
 * A customer's way to Stripe's Customer Portal: change the card or billing address, see invoices.
 * Stripe keeps one currency per customer, so someone paying in AUD and USD has two, and gets one
 * button per currency ('Manage billing (AUD)', 'Manage billing (USD)'); one currency, one button.
 */
export function ManageBillingButton({ onNotice }: { onNotice: (notice: ListNotice) => void }) {
  const [opening, setOpening] = useState<Currency | 'latest' | undefined>();
  const accounts = useBillingAccounts();
  const currencies = accounts.data ?? [];

  async function manageBilling(currency?: Currency) {
    setOpening(currency ?? 'latest');
    const result = await openBillingPortal(currency);
    // On success the browser is leaving for Stripe: the button stays busy until it has.
    if (!result.ok) {
      setOpening(undefined);
      onNotice({ tone: 'error', text: result.message });
    }
  }

  if (currencies.length < 2) {
    return (
      <Button variant="outline" disabled={opening !== undefined} onClick={() => void manageBilling(currencies[0])}>
        <CreditCard className="h-4 w-4" aria-hidden="true" />
        {opening ? 'Opening billing...' : billingMessages.manageBilling}
      </Button>
    );
  }
  return (
    <div className="flex max-w-full min-w-0 flex-col gap-2 sm:flex-row sm:flex-wrap">
      {currencies.map((currency) => (
        <Button key={currency} variant="outline" disabled={opening !== undefined} onClick={() => void manageBilling(currency)}>
          <CreditCard className="h-4 w-4" aria-hidden="true" />
          {opening === currency ? 'Opening billing...' : `${billingMessages.manageBilling} (${currencyCode(currency)})`}
        </Button>
      ))}
    </div>
  );
}
