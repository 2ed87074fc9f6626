import { Link } from 'react-router';
import { teamBillingTexts } from './team-billing-texts';

/** Where an added seat's open invoice is paid: its own page at Stripe, else Subscriptions (Manage billing). */
export function PayOpenInvoiceLink({ invoiceUrl }: { invoiceUrl: string | null }) {
  return invoiceUrl ? (
    <a href={invoiceUrl} className="font-semibold underline">
      {teamBillingTexts.payOpenInvoice}
    </a>
  ) : (
    <Link to="/subscription" className="font-semibold underline">
      {teamBillingTexts.payFromSubscriptions}
    </Link>
  );
}
