import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount, pagerWindow } from '../../../ui/admin/pager-window';

type TablePagerProps = { label: string; page: number; pageSize: number; total: number; onPage: (page: number) => void };

const pageButton =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** 'Showing 11–20 of 42', then Previous, numbered pages and Next. */
export function TablePager({ label, page, pageSize, total, onPage }: TablePagerProps) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      <nav aria-label={label}>
        <ul className="flex flex-wrap items-center justify-center gap-1.5">
          <li>
            <button
              type="button"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
              className={`${pageButton} border-slate-300 bg-white text-slate-800 enabled:hover:bg-slate-50`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous
            </button>
          </li>
          {pagerWindow(page, pages).map((slot, index) =>
            slot === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={slot}>
                <button
                  type="button"
                  aria-label={`Page ${slot}`}
                  aria-current={slot === page ? 'page' : undefined}
                  onClick={() => onPage(slot)}
                  className={`${pageButton} ${
                    slot === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                  }`}
                >
                  {slot}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
              className={`${pageButton} border-slate-300 bg-white text-slate-800 enabled:hover:bg-slate-50`}
            >
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
