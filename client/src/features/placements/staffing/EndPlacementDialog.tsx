import { dateIn } from '@contract/placement-dates';
import { endPlacementBodySchema, type AdminPlacement, type StaffingRow } from '@contract/placements';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { useEndPlacement } from '@/features/placements/api/use-end-placement';
import { formatDay } from '@/features/placements/placement-format';
import { endTexts } from './staffing-texts';

type EndPlacementDialogProps = {
  row: StaffingRow;
  placement: AdminPlacement;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Admin: ends an active placement with a reason; its seat opens. */
export function EndPlacementDialog({ row, placement, onClose, onDone }: EndPlacementDialogProps) {
  const end = useEndPlacement();
  return (
    <ReasonDialog
      title={endTexts.title}
      size="sm"
      schema={endPlacementBodySchema}
      texts={{ reason: endTexts.reason, reasonHint: endTexts.reasonHint, submit: endTexts.submit, pending: endTexts.pending }}
      rows={3}
      request={end}
      onSubmit={(reason) => end.mutate({ params: { id: placement._id }, body: { reason }, auth: 'required' }, { onSuccess: ({ body }) => onDone(body.message) })}
      onClose={onClose}
    >
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{placement.talent.name}</span>{' '}
        {/* A start still ahead (in the customer's time zone) is told in the future. */}
        {placement.startDate > dateIn(placement.workingHours.timeZone)
          ? `is placed with ${row.customer.name} as ${row.role}, starting ${formatDay(placement.startDate)}.`
          : `has worked for ${row.customer.name} as ${row.role} since ${formatDay(placement.startDate)}.`}{' '}
        Their seat opens when the placement ends.
      </p>
    </ReasonDialog>
  );
}
