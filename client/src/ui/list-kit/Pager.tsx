import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { pagerWindow } from './pager-window';

type PagerProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Applicants pages" (must be unique on the page). */
  label: string;
};

const base =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-semibold transition-colors';
const idle = 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
const current = 'border border-brand-700 bg-brand-700 text-white';

type PagerButtonProps = { onClick: () => void; disabled?: boolean; ariaLabel?: string; isCurrent?: boolean; children: ReactNode };

function PagerButton({ onClick, disabled, ariaLabel, isCurrent, children }: PagerButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-current={isCurrent ? 'page' : undefined}
      className={`${base} ${isCurrent ? current : idle}`}
    >
      {children}
    </button>
  );
}

const format = (page: number) => page.toLocaleString('en-US');

/**
 * Previous/Next with numbered pages. With thousands of pages only a window is shown (first, last,
 * and the neighbours of the current page), with ellipses for the rest. Phones get "Page X of Y"
 * between Previous and Next instead of the numbers, which would not fit.
 */
export function Pager({ page, totalPages, onPageChange, label }: PagerProps) {
  const slots = pagerWindow(page, totalPages);
  return (
    <nav aria-label={label} className="flex items-center gap-1.5">
      <PagerButton onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </PagerButton>
      <ul className="hidden items-center gap-1.5 sm:flex">
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-slate-600">
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={slot}>
              <PagerButton onClick={() => onPageChange(slot)} isCurrent={slot === page} ariaLabel={`Page ${format(slot)}`}>
                {format(slot)}
              </PagerButton>
            </li>
          ),
        )}
      </ul>
      <p className="px-2 text-sm font-medium whitespace-nowrap text-slate-800 sm:hidden">
        Page {format(page)} of {format(totalPages)}
      </p>
      <PagerButton onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        <span className="sr-only sm:not-sr-only">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </PagerButton>
    </nav>
  );
}
