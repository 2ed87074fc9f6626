import { timesheetStatusLabels, type TimesheetStatus } from '@contract/timesheets';

const tones: Record<TimesheetStatus, string> = {
  submitted: 'bg-brand-50 text-brand-900 ring-brand-200',
  approved: 'bg-green-50 text-green-900 ring-green-200',
  auto_approved: 'bg-green-50 text-green-900 ring-green-200',
  disputed: 'bg-amber-50 text-amber-950 ring-amber-300',
};

/** A week's status in the contract's words. */
export function StatusBadge({ status }: { status: TimesheetStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[status]}`}>
      {timesheetStatusLabels[status]}
    </span>
  );
}
