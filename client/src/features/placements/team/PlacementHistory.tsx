import type { TeamPlacement } from '@contract/placements';
import { endKindWords, placementSpanText } from '@/features/placements/placement-format';
import { teamTexts } from './team-texts';

/** The placements of a subscription that have ended, newest first: who, which role, from when to when, and why it ended. */
export function PlacementHistory({ history, headingLevel = 3 }: { history: readonly TeamPlacement[]; headingLevel?: 3 | 4 }) {
  if (history.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mt-6">
      <Heading className="text-base font-bold text-slate-900">{teamTexts.historyHeading}</Heading>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
        {history.map((placement) => (
          <li key={placement._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span>
              <span className="font-semibold text-slate-900">
                {placement.talent.firstName} {placement.talent.lastName}
              </span>
              <span className="text-slate-700"> · {placement.role}</span>
            </span>
            <span className="text-slate-700">
              {placementSpanText(placement.startDate, placement.endDate)}
              {placement.endKind ? <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{endKindWords[placement.endKind]}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
