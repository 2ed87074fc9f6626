import { timesheetStatusLabels, type Timesheet, type TimesheetSort, type TimesheetStatus } from '@contract/timesheets';
import { formatDateTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import type { Column } from '@/ui/list-kit/DataTable';
import { adminTimesheetsTexts, dayNames, hoursText } from './timesheets-texts';

/** What a row's links and button do: narrow the list to one talent or customer, or open the settle dialog. */
export type TimesheetActions = {
  onTalent: (row: Timesheet) => void;
  onCustomer: (row: Timesheet) => void;
  onSettle: (row: Timesheet) => void;
};

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** 'Mar 9 – Mar 15, 2026': the week's Monday to Sunday, calendar days of the customer's zone. */
export function weekSpan(row: Pick<Timesheet, 'dates'>): string {
  return `${shortDay.format(dayOf(row.dates[0]!))} – ${shortDayYear.format(dayOf(row.dates[6]!))}`;
}

/** Colours that keep AA contrast for the text on each tint (as the applicants' badges). */
const statusClasses: Record<TimesheetStatus, string> = {
  submitted: 'bg-brand-50 text-brand-900 ring-brand-200',
  approved: 'bg-green-50 text-green-900 ring-green-200',
  auto_approved: 'bg-green-50 text-green-900 ring-green-200',
  disputed: 'bg-accent-100 text-amber-900 ring-amber-300',
};

export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusClasses[status]}`}>{timesheetStatusLabels[status]}</span>;
}

/** The seven days as a compact grid, Monday first (on a phone's card, two rows of four and three). */
function DayHours({ row }: { row: Timesheet }) {
  return (
    <dl className="grid w-max grid-cols-4 gap-x-3 gap-y-1 text-center text-xs tabular-nums sm:grid-cols-7 sm:gap-x-1.5">
      {dayNames.map((day, index) => (
        <div key={day} className={index >= 5 ? 'text-slate-600' : 'text-slate-900'}>
          <dt className="font-medium whitespace-nowrap text-slate-600">{day}</dt>
          <dd>{row.hours[index]}</dd>
        </div>
      ))}
    </dl>
  );
}

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
      cell: (row) => <span className="whitespace-nowrap">{weekSpan(row)}</span>,
    },
    { id: 'days', header: 'Hours per day', className: 'min-w-[13rem]', cell: (row) => <DayHours row={row} /> },
    {
      id: 'hours',
      header: 'Total',
      sortKey: 'hours',
      firstDirection: 'desc',
      cell: (row) => (
        <>
          <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{hoursText(row.totalHours)}</span>
          {row.overtime ? <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-amber-800">Over 40 h</span> : null}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      className: 'min-w-[12rem]',
      cell: (row) => (
        <>
          <TimesheetStatusBadge status={row.status} />
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
          <Button className="px-3 py-1.5 text-xs whitespace-nowrap" onClick={() => actions.onSettle(row)} aria-label={`${adminTimesheetsTexts.settle}: ${row.talent.name}, week of ${weekSpan(row)}`}>
            {adminTimesheetsTexts.settle}
          </Button>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
  ];
}
