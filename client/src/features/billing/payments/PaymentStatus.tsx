import type { Payment } from '@contract/payments';
import { statusLabel } from '@/features/billing/billing-format';

const tones: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  partially_refunded: 'bg-amber-100 text-amber-900',
  refunded: 'bg-slate-200 text-slate-800',
};

const disputeBadges: Record<NonNullable<Payment['disputeStatus']>, { text: string; tone: string }> = {
  disputed: { text: 'Disputed', tone: 'bg-red-100 text-red-800' },
  won: { text: 'Dispute won', tone: 'bg-green-100 text-green-800' },
  lost: { text: 'Dispute lost', tone: 'bg-red-200 text-red-900' },
};

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** paid, failed, partially refunded or refunded; and a chargeback's state beside it when there is one. */
export function PaymentStatus({ status, disputeStatus = null }: { status: string; disputeStatus?: Payment['disputeStatus'] }) {
  const dispute = disputeStatus ? disputeBadges[disputeStatus] : undefined;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${badge} ${tones[status] ?? 'bg-slate-200 text-slate-800'}`}>{statusLabel(status)}</span>
      {dispute && <span className={`${badge} ${dispute.tone}`}>{dispute.text}</span>}
    </span>
  );
}
