/** Colours that keep AA contrast for the text on each tint. */
const tones: Record<string, string> = {
  Unread: 'bg-accent-100 text-amber-900 ring-amber-300',
  Read: 'bg-slate-100 text-slate-800 ring-slate-300',
  'Short Listed': 'bg-brand-50 text-brand-900 ring-brand-200',
  'Initial Interview': 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  'Final Interview': 'bg-violet-50 text-violet-900 ring-violet-200',
  'Job Offer': 'bg-green-50 text-green-900 ring-green-200',
};

/** An applicant's status as a coloured pill, the same on every admin screen (any status the server sends is shown). */
export function ApplicantStatusBadge({ status }: { status: string }) {
  const tone = tones[status] ?? tones.Read;
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}>
      {status || 'N/A'}
    </span>
  );
}
