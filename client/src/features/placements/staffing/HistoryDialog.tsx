import type { AdminPlacement, StaffingRow } from '@contract/placements';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
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

/** Admin: who fills the subscription's seats now, and every placement that has ended, with its reason. */
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
    </Dialog>
  );
}
