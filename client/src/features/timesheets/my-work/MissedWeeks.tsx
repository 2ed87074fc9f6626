import type { MyWork } from '@contract/timesheets';
import { myWorkTexts } from '@/features/timesheets/timesheets-texts';
import { weekSpan } from '@/features/timesheets/week-format';
import { MyWorkSection } from './MyWorkSection';

type MissedWeeksProps = {
  weeks: MyWork['missedWeeks'];
  onLog: (week: { weekStart: string }) => void;
};

/** Earlier weeks of the placement with no hours yet: each opens in the week form to be logged. */
export function MissedWeeks({ weeks, onLog }: MissedWeeksProps) {
  return (
    <MyWorkSection heading={myWorkTexts.missedHeading}>
      <p className="mt-1 text-sm text-slate-700">{myWorkTexts.missedIntro}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {weeks.map((week) => {
          const span = weekSpan(week.dates);
          return (
            <li key={week.weekStart} className="flex items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
              <span className="font-semibold text-slate-900">{span}</span>
              <button
                type="button"
                onClick={() => onLog(week)}
                aria-label={`${myWorkTexts.logThisWeek}, ${span}`}
                className="shrink-0 rounded-lg border border-brand-700 bg-white px-3 py-2 font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
              >
                {myWorkTexts.logThisWeek}
              </button>
            </li>
          );
        })}
      </ul>
    </MyWorkSection>
  );
}
