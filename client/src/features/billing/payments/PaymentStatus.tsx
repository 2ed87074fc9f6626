import { statusLabel } from '@/features/billing/billing-format';

const tones: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  partially_refunded: 'bg-amber-100 text-amber-900',
  refunded: 'bg-slate-200 text-slate-800',
};

/** paid, failed, partially refunded or refunded. */
export function PaymentStatus({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status] ?? 'bg-slate-200 text-slate-800'}`}>
      {statusLabel(status)}
    </span>
  );
}
