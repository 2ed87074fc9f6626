import { useId } from 'react';
import type { MyWork } from '@contract/timesheets';
import { myWorkTexts } from '@/features/timesheets/timesheets-texts';
import { longDayWords, workingHoursText } from '@/features/timesheets/week-format';

/** Who the talent works for: company, role, start date (and last day, once known) and working hours in the customer's time zone. */
export function PlacementSummary({ placement }: { placement: NonNullable<MyWork['placement']> }) {
  const headingId = useId();
  const started = placement.startDate <= new Date().toISOString().slice(0, 10);
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl bg-brand-50 p-4 sm:p-5">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {myWorkTexts.placementHeading}
      </h2>
      <p className="mt-1 text-xl font-bold text-slate-900">{placement.company}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">Role</dt>
        <dd className="font-medium text-slate-900">{placement.role}</dd>
        <dt className="text-slate-700">{started ? 'Started' : 'Starts'}</dt>
        <dd className="font-medium text-slate-900">{longDayWords(placement.startDate)}</dd>
        {placement.endDate ? (
          <>
            <dt className="text-slate-700">{myWorkTexts.lastDay}</dt>
            <dd className="font-medium text-slate-900">{longDayWords(placement.endDate)}</dd>
          </>
        ) : null}
        <dt className="text-slate-700">Hours</dt>
        <dd className="text-slate-900">{workingHoursText(placement.workingHours)}</dd>
      </dl>
      {placement.endDate ? <p className="mt-2 text-sm text-slate-800">{myWorkTexts.endsAfter(longDayWords(placement.endDate))}</p> : null}
    </section>
  );
}
