import type { Timesheet } from '@contract/timesheets';
import { settlementTexts } from './timesheets-texts';
import { totalText } from './week-format';

/**
 * A settled week's settlement: the admin's reason and the hours that stood (the week's hours are
 * the settled ones, so its total is what was approved). Nothing for a week no admin settled.
 */
export function SettlementNote({ week, className = '' }: { week: Pick<Timesheet, 'settlementReason' | 'totalHours' | 'contractedHours'>; className?: string }) {
  if (!week.settlementReason) return null;
  return (
    <div className={`rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ${className}`}>
      <p>
        <span className="font-semibold">{settlementTexts.heading}</span> <span className="whitespace-pre-line">“{week.settlementReason}”</span>
      </p>
      <p className="mt-1 font-medium tabular-nums">{settlementTexts.hoursStood(totalText(week.totalHours, week.contractedHours))}</p>
    </div>
  );
}
