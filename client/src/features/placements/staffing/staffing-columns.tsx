import type { AdminPlacement, StaffingRow, StaffingSort } from '@contract/placements';
import { formatDateTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import { dateIn } from '@contract/placement-dates';
import { dayCount, formatDay, formatDayOf } from '@/features/placements/placement-format';
import { invitationTexts, staffingTexts } from './staffing-texts';

/** What a row's buttons open: the assign dialog for an open seat, or one placement's end or replacement. */
export type StaffingActions = {
  onAssign: (row: StaffingRow) => void;
  onEnd: (row: StaffingRow, placement: AdminPlacement) => void;
  onReplace: (row: StaffingRow, placement: AdminPlacement) => void;
  onHistory: (row: StaffingRow) => void;
  /** A fresh link for the talent to set their password (talents feature's invitation). */
  onInvite: (placement: AdminPlacement) => void;
};

const smallButton = 'px-3 py-1.5 text-xs whitespace-nowrap';

/** "1/2" with a bar, and how many seats are open. */
function SeatsFilled({ row }: { row: StaffingRow }) {
  const open = row.seats - row.filledSeats;
  const percent = row.seats === 0 ? 100 : Math.round((row.filledSeats / row.seats) * 100);
  return (
    <div className="min-w-[5rem]">
      <span className="text-base font-bold text-slate-900 tabular-nums">
        {row.filledSeats}/{row.seats}
      </span>
      <span className="sr-only"> seats filled</span>
      <span aria-hidden="true" className="mt-1 block h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
        <span className={`block h-full ${open > 0 ? 'bg-accent-400' : 'bg-brand-600'}`} style={{ width: `${percent}%` }} />
      </span>
      <span className={`mt-1 block text-xs font-semibold ${open > 0 ? 'text-amber-800' : 'text-slate-600'}`}>
        {open > 0 ? `${open} open` : staffingTexts.allFilled}
      </span>
    </div>
  );
}

/** The active placements: each talent, from when, a pending replacement request, and its Replace / End / Invite again buttons. */
function Talents({ row, actions }: { row: StaffingRow; actions: StaffingActions }) {
  if (row.placements.length === 0) return <span className="text-slate-600">{staffingTexts.noTalents}</span>;
  return (
    <ul className="space-y-3">
      {row.placements.map((placement) => (
        <li key={placement._id}>
          <span className="font-medium text-slate-900">{placement.talent.name}</span>
          <span className="block text-xs text-slate-600">
            {placement.talent.jobTitle ?? 'No job title'} · {placement.startDate > dateIn(placement.workingHours.timeZone) ? 'starts' : 'from'}{' '}
            {formatDay(placement.startDate)}
            {placement.endDate ? ` · works until ${formatDay(placement.endDate)}` : null}
          </span>
          {placement.pausedFrom ? <PausedLine placement={placement} pausedFrom={placement.pausedFrom} /> : null}
          {placement.endedAt ? null : <PlacementActions row={row} placement={placement} actions={actions} />}
        </li>
      ))}
    </ul>
  );
}

/** A placement paused for its subscription's overdue payment: since when, or from which day still ahead in its time zone. */
function PausedLine({ placement, pausedFrom }: { placement: AdminPlacement; pausedFrom: string }) {
  const ahead = pausedFrom > dateIn(placement.workingHours.timeZone);
  return (
    <span className="mt-1 block w-fit rounded-md bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {(ahead ? staffingTexts.pausesOn : staffingTexts.pausedSince)(formatDay(pausedFrom))}
    </span>
  );
}

/** An active placement's request note and its Replace / End / Invite again buttons (a replaced talent working out their last days has none). */
function PlacementActions({ row, placement, actions }: { row: StaffingRow; placement: AdminPlacement; actions: StaffingActions }) {
  return (
    <>
      {placement.replacementRequest ? (
        <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
          <span className="font-semibold">Replacement requested</span> {formatDateTime(placement.replacementRequest.requestedAt)}:{' '}
          {placement.replacementRequest.reason}
        </p>
      ) : null}
      <span className="mt-1.5 flex flex-wrap gap-2">
        <Button
          variant={placement.replacementRequest ? 'primary' : 'outline'}
          className={smallButton}
          onClick={() => actions.onReplace(row, placement)}
          aria-label={`${placement.replacementRequest ? 'Assign replacement for' : 'Replace'} ${placement.talent.name}`}
        >
          {placement.replacementRequest ? 'Assign replacement' : 'Replace'}
        </Button>
        <Button variant="ghost" className={smallButton} onClick={() => actions.onEnd(row, placement)} aria-label={`End the placement of ${placement.talent.name}`}>
          End
        </Button>
        <Button variant="ghost" className={smallButton} onClick={() => actions.onInvite(placement)} aria-label={invitationTexts.buttonLabel(placement.talent.name)}>
          {invitationTexts.button}
        </Button>
      </span>
    </>
  );
}

/** The Staffing table: customer, role, seats filled, the talents in them, paid since, days waiting, and Assign. */
export function staffingColumns(actions: StaffingActions): Column<StaffingRow, StaffingSort>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      sortKey: 'customer',
      className: 'min-w-[11rem]',
      cell: (row) => (
        <>
          <span className="font-medium text-slate-900">{row.customer.name}</span>
          <span className="block text-xs text-slate-600">
            <EmailText email={row.customer.email} />
          </span>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      sortKey: 'role',
      className: 'min-w-[9rem]',
      cell: (row) => (
        <>
          <span className="font-medium text-slate-900">{row.role}</span>
          <span className="block text-xs text-slate-600">{row.description}</span>
        </>
      ),
    },
    { id: 'seats', header: 'Seats filled', cell: (row) => <SeatsFilled row={row} /> },
    { id: 'talents', header: 'Talents', className: 'min-w-[15rem]', cell: (row) => <Talents row={row} actions={actions} /> },
    {
      id: 'paidSince',
      header: 'Paid since',
      sortKey: 'paidSince',
      firstDirection: 'desc',
      className: 'min-w-[8rem]',
      // A renewal that was not paid is not "paid since": said first, with the date it was paid from.
      cell: (row) =>
        row.status === 'past_due' ? (
          <>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {row.paymentOverdueSince ? staffingTexts.paymentOverdueSince(formatDayOf(row.paymentOverdueSince)) : staffingTexts.paymentOverdue}
            </span>
            <span className="mt-1 block text-xs text-slate-600">Paid from {formatDateTime(row.paidSince)}</span>
          </>
        ) : (
          formatDateTime(row.paidSince)
        ),
    },
    {
      id: 'daysWaiting',
      header: 'Days waiting',
      sortKey: 'daysWaiting',
      firstDirection: 'desc',
      cell: (row) => (row.daysWaiting === null ? <span className="text-slate-600">None</span> : <span className="font-semibold tabular-nums">{dayCount(row.daysWaiting)}</span>),
    },
    {
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <span className="flex flex-col items-start gap-2">
          {row.cancelled ? (
            <span className="text-xs text-slate-700">{row.endsOn ? staffingTexts.cancelledEndsOn(formatDay(row.endsOn)) : staffingTexts.cancelled}</span>
          ) : row.status === 'past_due' ? (
            <span className="text-xs text-slate-700">{staffingTexts.assignAfterPayment}</span>
          ) : row.filledSeats < row.seats ? (
            <Button className={smallButton} onClick={() => actions.onAssign(row)} aria-label={`Assign talent to ${row.customer.name}, ${row.role}`}>
              Assign talent
            </Button>
          ) : null}
          <Button variant="ghost" className={smallButton} onClick={() => actions.onHistory(row)} aria-label={`History of ${row.customer.name}, ${row.role}`}>
            History
          </Button>
        </span>
      ),
    },
  ];
}
