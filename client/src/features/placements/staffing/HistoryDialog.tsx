import { formatMinorUnits } from '@contract/money';
import type { AdminPlacement, StaffingRow } from '@contract/placements';
import type { SeatChange } from '@contract/team-billing';
import { loadErrorText } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { useSeatChanges } from '@/features/placements/api/use-seat-changes';
import { useStaffingSubscription } from '@/features/placements/api/use-staffing-subscription';
import { endKindWords, formatDay, placementSpanText } from '@/features/placements/placement-format';

function PlacementLine({ placement }: { placement: AdminPlacement }) {
  return (
    <li className="py-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-slate-900">
          Seat {placement.seat}: {placement.talent.name}
        </span>
        {placement.endKind ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{endKindWords[placement.endKind]}</span>
        ) : (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">Active</span>
        )}
      </p>
      <p className="text-slate-700">{placement.talent.jobTitle ?? 'No job title'}</p>
      <p className="text-slate-700">{placement.endDate ? placementSpanText(placement.startDate, placement.endDate) : `From ${formatDay(placement.startDate)}`}</p>
      {placement.endReason ? <p className="mt-1 text-slate-800">Reason: {placement.endReason}</p> : null}
    </li>
  );
}

/** What became of a seat change: an addition waits for its payment, then is applied (or fails); a removal is scheduled for the period's end, then applied. */
const seatChangeWords: Record<SeatChange['kind'], Record<SeatChange['status'], string>> = {
  add: { pending: 'Added, waiting for payment', applied: 'Added', failed: 'Addition failed', scheduled: 'Added', canceled: 'Addition canceled' },
  remove: { pending: 'Removal scheduled', scheduled: 'Removal scheduled', applied: 'Removed', failed: 'Removal failed', canceled: 'Removal canceled' },
};

function SeatChangeLine({ change }: { change: SeatChange }) {
  const seats = change.toQuantity === 1 ? 'seat' : 'seats';
  return (
    <li className="py-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-slate-900">
          {change.fromQuantity} → {change.toQuantity} {seats}
          {change.amountDue !== null ? <span className="font-normal text-slate-700"> · {formatMinorUnits(change.amountDue, change.currency)}</span> : null}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${change.status === 'failed' ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-800'}`}>
          {seatChangeWords[change.kind][change.status]}
        </span>
      </p>
      <p className="text-slate-700">{formatDateTime(change.createdAt)}</p>
      {change.kind === 'remove' ? (
        <p className="text-slate-800">
          {change.seat !== null ? `Seat ${change.seat}` : 'A seat'}
          {change.talentName ? `: ${change.talentName}${change.talentLastDay ? ` leaves after ${formatDay(change.talentLastDay)}` : ''}` : ' (open)'}
          {change.effectiveAt && (change.status === 'scheduled' || change.status === 'applied') ? `; one seat fewer billed from ${formatDateTime(change.effectiveAt)}.` : '.'}
        </p>
      ) : change.status === 'applied' && change.effectiveAt ? (
        <p className="text-slate-800">Paid; the seat opened {formatDateTime(change.effectiveAt)}.</p>
      ) : null}
    </li>
  );
}

/** The subscription's seat changes, newest first: loaded beside the placements, neither waiting for the other. */
function SeatChanges({ subscriptionId }: { subscriptionId: string }) {
  const changes = useSeatChanges(subscriptionId);
  return (
    <>
      <h3 className="mt-5 text-base font-bold text-slate-900">Seat changes</h3>
      {changes.isPending ? (
        <p role="status" className="mt-1 text-sm text-slate-600">
          Loading seat changes...
        </p>
      ) : changes.isError ? (
        <Alert tone="error" className="mt-2">
          {loadErrorText(changes.error)}
        </Alert>
      ) : changes.data.changes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No seat added or removed since the purchase.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {changes.data.changes.map((change) => (
            <SeatChangeLine key={change.id} change={change} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Admin: who fills the subscription's seats now, every placement that has ended, with its reason, and the seats added or removed. */
export function HistoryDialog({ row, onClose }: { row: StaffingRow; onClose: () => void }) {
  const details = useStaffingSubscription(row.subscriptionId);
  return (
    <Dialog title={`Placements of ${row.customer.name}`} onClose={onClose}>
      <p className="text-sm text-slate-700">{row.description}</p>
      {details.isPending ? (
        <p role="status" className="py-6 text-sm text-slate-600">
          Loading placements...
        </p>
      ) : details.isError ? (
        <Alert tone="error" className="mt-4">
          {loadErrorText(details.error)}
        </Alert>
      ) : (
        <>
          <h3 className="mt-5 text-base font-bold text-slate-900">Now</h3>
          {details.data.row.placements.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">No talent placed.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {details.data.row.placements.map((placement) => (
                <PlacementLine key={placement._id} placement={placement} />
              ))}
            </ul>
          )}
          <h3 className="mt-5 text-base font-bold text-slate-900">Ended</h3>
          {details.data.history.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">No placement has ended.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {details.data.history.map((placement) => (
                <PlacementLine key={placement._id} placement={placement} />
              ))}
            </ul>
          )}
        </>
      )}
      <SeatChanges subscriptionId={row.subscriptionId} />
    </Dialog>
  );
}
