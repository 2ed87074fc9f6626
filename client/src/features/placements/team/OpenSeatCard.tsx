import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { daysToFillRule, placementMessages } from '@contract/placements';
import { dayCount } from '@/features/placements/placement-format';

/**
 * What an open seat says about its wait: the measured median, the same figure as the admin chart's,
 * once enough placements have started (`daysToFillRule`); before that, only what the site does keep:
 * the e-mail that introduces the talent with their first day.
 */
function fillTimeText(medianDaysToFill: number | null): string {
  return medianDaysToFill === null
    ? 'We will e-mail you who it is, and their first day, as soon as they are chosen.'
    : `Seats take a median of ${dayCount(medianDaysToFill)} to fill (calendar days from a seat opening to its talent's first day, over the last ${daysToFillRule.months} months).`;
}

type OpenSeatCardProps = {
  seat: number;
  role: string;
  medianDaysToFill: number | null;
  /** Another feature's action on the seat, at the card's foot (billing's "Remove a seat"). */
  extra?: ReactNode;
};

/** A seat nobody fills yet: the company is recruiting, and how long seats take to fill once that is measured. */
export function OpenSeatCard({ seat, role, medianDaysToFill, extra }: OpenSeatCardProps) {
  return (
    <article aria-label={`Seat ${seat}: open`} className="flex h-full flex-col rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-5">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-100 text-amber-800">
          <Search className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Seat {seat}</p>
          <h3 className="text-lg font-bold text-slate-900">Open seat</h3>
          <p className="text-sm text-slate-700">{role}</p>
        </div>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-900">{placementMessages.recruiting}</p>
      <p className="mt-1 text-sm text-slate-700">{fillTimeText(medianDaysToFill)}</p>
      {extra ? <div className="mt-auto pt-4 empty:hidden">{extra}</div> : null}
    </article>
  );
}
