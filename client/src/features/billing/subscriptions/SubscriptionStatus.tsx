import type { SubscriptionRecord } from '@contract/billing';
import { endsOnText, statusLabel } from '@/features/billing/billing-format';

const tones: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  trialing: 'bg-green-100 text-green-800',
  past_due: 'bg-amber-100 text-amber-900',
  unpaid: 'bg-amber-100 text-amber-900',
  incomplete: 'bg-amber-100 text-amber-900',
};

/** The subscription's status, and when a live one stops on its own (after a cancel, or its last paid month). */
export function SubscriptionStatus({ record }: { record: SubscriptionRecord }) {
  const endsOn = endsOnText(record);
  return (
    <div className="space-y-1">
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[record.status] ?? 'bg-slate-200 text-slate-800'}`}>
        {statusLabel(record.status)}
      </span>
      {endsOn ? <p className="min-w-[7.5rem] text-xs text-slate-700">{endsOn}</p> : null}
    </div>
  );
}
