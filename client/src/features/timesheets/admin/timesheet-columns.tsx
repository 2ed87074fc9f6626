import type { Timesheet, TimesheetSort } from '@contract/timesheets';
import { formatDateTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import type { Column } from '@/ui/list-kit/DataTable';
import { StatusBadge } from '@/features/timesheets/StatusBadge';
import { hoursText, weekendNoteFor, weekSpan } from '@/features/timesheets/week-format';
import { WeekHours, WeekTotal } from '@/features/timesheets/WeekHours';
import { adminTimesheetsTexts } from './admin-timesheets-texts';

/** What a row's links and button do: narrow the list to one talent or customer, or open the settle dialog. */
export type TimesheetActions = {
  onTalent: (row: Timesheet) => void;
  onCustomer: (row: Timesheet) => void;
  onSettle: (row: Timesheet) => void;
};

const linkButton = 'text-left font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The Timesheets table: talent, customer, week, hours per day, total, status and when it was decided, and Settle. */
export function timesheetColumns(actions: TimesheetActions): Column<Timesheet, TimesheetSort>[] {
  return [
    {
      id: 'talent',
      header: 'Talent',
      sortKey: 'talent',
      className: 'min-w-[9rem]',
      cell: (row) => (
        <>
          <button type="button" className={linkButton} onClick={() => actions.onTalent(row)} aria-label={`Only ${row.talent.name}'s weeks`}>
            {row.talent.name}
          </button>
          <span className="block text-xs text-slate-600">{row.role}</span>
        </>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      sortKey: 'customer',
      className: 'min-w-[9rem]',
      cell: (row) => (
        <button type="button" className={linkButton} onClick={() => actions.onCustomer(row)} aria-label={`Only ${row.customer.company}'s weeks`}>
          {row.customer.company}
        </button>
      ),
    },
    {
      id: 'week',
      header: 'Week',
      sortKey: 'week',
      firstDirection: 'desc',
      className: 'min-w-[9rem]',
      cell: (row) => <span className="whitespace-nowrap">{weekSpan(row.dates)}</span>,
    },
    { id: 'days', header: 'Hours per day', className: 'min-w-64', cell: (row) => <WeekHours dates={row.dates} hours={row.hours} /> },
    {
      id: 'hours',
      header: 'Total',
      sortKey: 'hours',
      firstDirection: 'desc',
      // The week's own contracted hours (a partial week has fewer than 40), in the few words a row has room for.
      cell: (row) => (
        <WeekTotal
          total={row.totalHours}
          contracted={row.contractedHours}
          overtime={row.overtime}
          note={`Over ${hoursText(row.contractedHours)} h`}
          weekendNote={weekendNoteFor(row.hours, 'admin')}
        />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      className: 'min-w-[12rem]',
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          {row.status === 'submitted' ? (
            <span className="mt-1 block text-xs text-slate-600">
              {/* A time still ahead is told in the future. */}
              {Date.parse(row.approveBy) > Date.now() ? 'Will be approved by itself on' : 'Approved by itself'} {formatDateTime(row.approveBy)}
            </span>
          ) : row.decidedAt ? (
            <span className="mt-1 block text-xs text-slate-600">{formatDateTime(row.decidedAt)}</span>
          ) : null}
          {row.status === 'disputed' && row.disputeReason ? <p className="mt-1 text-xs text-amber-900">“{row.disputeReason}”</p> : null}
          {row.settlementReason ? <p className="mt-1 text-xs text-slate-700">Settled: “{row.settlementReason}”</p> : null}
        </>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: (row) =>
        row.status === 'disputed' ? (
          <Button className="px-3 py-1.5 text-xs whitespace-nowrap" onClick={() => actions.onSettle(row)} aria-label={`${adminTimesheetsTexts.settle}: ${row.talent.name}, week of ${weekSpan(row.dates)}`}>
            {adminTimesheetsTexts.settle}
          </Button>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
  ];
}
