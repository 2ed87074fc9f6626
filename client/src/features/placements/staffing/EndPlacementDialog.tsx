import { zodResolver } from '@hookform/resolvers/zod';
import { dateIn } from '@contract/placement-dates';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { endPlacementBodySchema, type AdminPlacement, type StaffingRow } from '@contract/placements';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { FormActions } from '@/ui/FormActions';
import { TextAreaField } from '@/ui/TextAreaField';
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
  const { register, handleSubmit, formState } = useForm<z.input<typeof endPlacementBodySchema>, unknown, z.output<typeof endPlacementBodySchema>>({
    resolver: zodResolver(endPlacementBodySchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) =>
    end.mutate({ params: { id: placement._id }, body: { reason }, auth: 'required' }, { onSuccess: ({ body }) => onDone(body.message) }),
  );

  return (
    <Dialog title={endTexts.title} onClose={onClose} size="sm">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{placement.talent.name}</span>{' '}
        {/* A start still ahead (in the customer's time zone) is told in the future. */}
        {placement.startDate > dateIn(placement.workingHours.timeZone)
          ? `is placed with ${row.customer.name} as ${row.role}, starting ${formatDay(placement.startDate)}.`
          : `has worked for ${row.customer.name} as ${row.role} since ${formatDay(placement.startDate)}.`}{' '}
        Their seat opens when the placement ends.
      </p>
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
        <TextAreaField label={endTexts.reason} hint={endTexts.reasonHint} rows={3} maxLength={1000} required error={formState.errors.reason?.message} {...register('reason')} />
        {end.isError ? <Alert tone="error">{serverMessageOf(end.error, loadErrorText(end.error), 'message')}</Alert> : null}
        <FormActions onCancel={onClose} submitLabel={endTexts.submit} pendingLabel={endTexts.pending} pending={end.isPending} />
      </form>
    </Dialog>
  );
}
