/** 'Showing 11–20 of 42': the rows of the current page, announced when the page changes. */
export function ShowingRange({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      Showing {first}–{last} of {total}
    </p>
  );
}
