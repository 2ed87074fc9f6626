const tones: Record<string, string> = {
  Unread: 'bg-slate-100 text-slate-800 ring-slate-300',
  Read: 'bg-slate-50 text-slate-700 ring-slate-200',
  'Short Listed': 'bg-brand-50 text-brand-900 ring-brand-200',
  'Initial Interview': 'bg-violet-50 text-violet-900 ring-violet-200',
  'Final Interview': 'bg-amber-50 text-amber-900 ring-amber-200',
  'Job Offer': 'bg-green-50 text-green-900 ring-green-200',
};

/** An applicant's status as a coloured pill (any status the server sends is shown). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[status] ?? tones.Read}`}
    >
      {status || 'N/A'}
    </span>
  );
}
