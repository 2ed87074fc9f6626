/** An inquiry's or message's state as the spec names it: Unread (highlighted) or Read. */
export function ReadStatusBadge({ isRead }: { isRead: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        isRead ? 'bg-slate-100 text-slate-800 ring-slate-300' : 'bg-accent-100 text-amber-900 ring-amber-300'
      }`}
    >
      {isRead ? 'Read' : 'Unread'}
    </span>
  );
}
