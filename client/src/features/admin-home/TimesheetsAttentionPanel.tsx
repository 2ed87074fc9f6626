import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { AttentionPanel } from './AttentionPanel';

export const DISPUTED_TIMESHEETS_LABEL = 'Disputed timesheets';
export const OVERDUE_TIMESHEETS_LABEL = 'Overdue timesheets';

/**
 * Shown on the admin home while weeks of hours need an admin: 'Disputed timesheets (N)' (a customer
 * disputed them; the talent may correct them, or an admin settles them) and 'Overdue timesheets
 * (N)' (submitted weeks past their approve-by time that the automatic approval has not reached),
 * each linking to the Timesheets list narrowed to them.
 */
export function TimesheetsAttentionPanel({ disputed, overdue }: { disputed: number; overdue: number }) {
  if (disputed === 0 && overdue === 0) return null;
  return (
    <AttentionPanel headingId="timesheets-attention" tone="request" icon={CalendarClock} heading="Timesheets need you">
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {disputed > 0 ? (
          <li>
            <Link to="/admintimesheets?attention=disputed" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
              {DISPUTED_TIMESHEETS_LABEL} ({disputed})
            </Link>
            : {disputed === 1 ? 'a customer disputed the hours of a week' : 'customers disputed the hours of these weeks'}. The talent can correct them, or you settle them.
          </li>
        ) : null}
        {overdue > 0 ? (
          <li>
            <Link to="/admintimesheets?attention=overdue" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
              {OVERDUE_TIMESHEETS_LABEL} ({overdue})
            </Link>
            : past the time they are approved by themselves, and not approved yet. The automatic approval may be stuck.
          </li>
        ) : null}
      </ul>
    </AttentionPanel>
  );
}
