import type { Timesheet } from '@contract/timesheets';
import { SettlementNote } from '@/features/timesheets/SettlementNote';
import { StatusBadge } from '@/features/timesheets/StatusBadge';
import { myWorkTexts } from '@/features/timesheets/timesheets-texts';
import { overtimeNoteFor, weekendNoteFor, weekSpan } from '@/features/timesheets/week-format';
import { WeekHours, WeekTotal } from '@/features/timesheets/WeekHours';
import { MyWorkSection } from './MyWorkSection';

type PastWeeksProps = {
  weeks: Timesheet[];
  onCorrect: (week: Timesheet) => void;
};

/** The weeks before this one, newest first: dates, status and total; one still open (submitted or disputed) can be corrected. */
export function PastWeeks({ weeks, onCorrect }: PastWeeksProps) {
  return (
    <MyWorkSection heading={myWorkTexts.pastHeading}>
      {weeks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{myWorkTexts.noPastWeeks}</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {weeks.map((week) => {
            const span = weekSpan(week.dates);
            const open = week.status === 'submitted' || week.status === 'disputed';
            return (
              <li key={week._id}>
                <article aria-label={`Week ${span}`} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h3 className="font-semibold text-slate-900">{span}</h3>
                      <p className="text-slate-700">
                        {week.customer.company} · {week.role}
                      </p>
                    </div>
                    <StatusBadge status={week.status} />
                  </div>
                  <WeekHours dates={week.dates} hours={week.hours} />
                  <WeekTotal
                    total={week.totalHours}
                    contracted={week.contractedHours}
                    overtime={week.overtime}
                    note={overtimeNoteFor(week.contractedHours)}
                    weekendNote={weekendNoteFor(week.hours, 'talent')}
                  />
                  {week.status === 'disputed' ? (
                    <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
                      <span className="font-semibold">Disputed:</span> “{week.disputeReason}”
                    </p>
                  ) : null}
                  <SettlementNote week={week} />
                  {open ? (
                    <button
                      type="button"
                      onClick={() => onCorrect(week)}
                      aria-label={`${week.status === 'disputed' ? 'Correct this week' : 'Change this week'}, ${span}`}
                      className="mt-auto self-start rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      {week.status === 'disputed' ? 'Correct this week' : 'Change this week'}
                    </button>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </MyWorkSection>
  );
}
