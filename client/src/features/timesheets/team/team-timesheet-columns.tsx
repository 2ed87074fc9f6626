import type { Timesheet } from '@contract/timesheets';
import type { Column } from '@/ui/list-kit/DataTable';
import { SettlementNote } from '@/features/timesheets/SettlementNote';
import { StatusBadge } from '@/features/timesheets/StatusBadge';
import { teamTimesheetsTexts } from '@/features/timesheets/timesheets-texts';
import { customerOvertimeNoteFor, dayWords, lastDayToAnswer, timeZoneName, weekendNoteFor, weekSpan } from '@/features/timesheets/week-format';
import { WeekHours, WeekTotal } from '@/features/timesheets/WeekHours';

export type WeekActions = {
  onApprove: (week: Timesheet) => void;
  onDispute: (week: Timesheet) => void;
  /** The week being approved, whose button says so. */
  approvingId: string | null;
};

/** 'Maria Santos, Mon, Mar 9 – Sun, Mar 15': what an action's button names for a screen reader. */
export function weekName(week: Timesheet): string {
  return `${week.talent.name}, ${weekSpan(week.dates)}`;
}

/** The team's weeks: who and which week, the seven days, the total against 40, the note, the status, the deadline and the answer. */
export function teamTimesheetColumns({ onApprove, onDispute, approvingId }: WeekActions): Column<Timesheet, 'default'>[] {
  return [
    {
      id: 'talent',
      header: 'Talent',
      cell: (week) => (
        <>
          <span className="block font-semibold text-slate-900">{week.talent.name}</span>
          <span className="block text-slate-700">{week.role}</span>
        </>
      ),
    },
    {
      id: 'week',
      header: 'Week',
      className: 'whitespace-nowrap',
      cell: (week) => weekSpan(week.dates),
    },
    {
      id: 'hours',
      header: 'Hours',
      className: 'min-w-64',
      cell: (week) => <WeekHours dates={week.dates} hours={week.hours} />,
    },
    {
      id: 'total',
      header: 'Total',
      cell: (week) => (
        <WeekTotal
          total={week.totalHours}
          contracted={week.contractedHours}
          overtime={week.overtime}
          note={customerOvertimeNoteFor(week.contractedHours)}
          weekendNote={weekendNoteFor(week.hours, 'customer')}
        />
      ),
    },
    {
      id: 'note',
      header: 'Note',
      className: 'max-w-64',
      cell: (week) => (week.note ? <span className="whitespace-pre-line">{week.note}</span> : <span className="text-slate-600">None</span>),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (week) => (
        <>
          <StatusBadge status={week.status} />
          {week.status === 'disputed' && week.disputeReason ? (
            <span className="mt-1 block max-w-56 text-xs text-slate-700">Your reason: {week.disputeReason}</span>
          ) : null}
          {week.decidedAt && week.status !== 'disputed' ? (
            <span className="mt-1 block text-xs text-slate-700">on {dayWords(week.decidedAt.slice(0, 10))}</span>
          ) : null}
          <SettlementNote week={week} className="mt-2 max-w-56 text-xs" />
        </>
      ),
    },
    {
      id: 'approveBy',
      header: 'Approve by',
      cell: (week) =>
        week.status === 'submitted' ? (
          <>
            <span className="block font-medium whitespace-nowrap text-slate-900">{lastDayToAnswer(week.approveBy, week.timeZone)}</span>
            <span className="block text-xs text-slate-700">{timeZoneName(week.timeZone)}</span>
          </>
        ) : (
          <span className="text-slate-600">Answered</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (week) =>
        week.status === 'submitted' ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onApprove(week)}
              disabled={approvingId !== null}
              aria-label={`${teamTimesheetsTexts.approve} ${weekName(week)}`}
              className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {approvingId === week._id ? teamTimesheetsTexts.approving : teamTimesheetsTexts.approve}
            </button>
            <button
              type="button"
              onClick={() => onDispute(week)}
              aria-label={`${teamTimesheetsTexts.dispute} ${weekName(week)}`}
              className="rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {teamTimesheetsTexts.dispute}
            </button>
          </div>
        ) : (
          <span className="text-slate-600">{week.status === 'disputed' ? 'With the talent' : 'Done'}</span>
        ),
    },
  ];
}
