import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './job-board';

type PaginationProps = { page: number; totalPages: number; onPageChange: (page: number) => void };

const base =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / numbered pages / Next; the current page is marked with aria-current. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Job list pages" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${base} border-slate-300 bg-white text-brand-800 hover:bg-brand-50`}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </button>
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${base} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50'}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${base} border-slate-300 bg-white text-brand-800 hover:bg-brand-50`}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
