import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { disputeTimesheetBodySchema, type Timesheet } from '@contract/timesheets';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { FormActions } from '@/ui/FormActions';
import { TextAreaField } from '@/ui/TextAreaField';
import { useDisputeTimesheet } from '@/features/timesheets/api/use-dispute-timesheet';
import { teamTimesheetsTexts } from '@/features/timesheets/timesheets-texts';
import { totalText, weekSpan } from '@/features/timesheets/week-format';
import { WeekHours } from '@/features/timesheets/WeekHours';

type DisputeDialogProps = {
  week: Timesheet;
  onClose: () => void;
  onDisputed: (message: string) => void;
};

/** Customer: sends a submitted week back to the talent with a reason. */
export function DisputeDialog({ week, onClose, onDisputed }: DisputeDialogProps) {
  const dispute = useDisputeTimesheet();
  const { register, handleSubmit, formState } = useForm<z.input<typeof disputeTimesheetBodySchema>, unknown, z.output<typeof disputeTimesheetBodySchema>>({
    resolver: zodResolver(disputeTimesheetBodySchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) =>
    dispute.mutate({ params: { id: week._id }, body: { reason }, auth: 'required' }, { onSuccess: ({ body }) => onDisputed(body.message) }),
  );

  return (
    <Dialog title={teamTimesheetsTexts.disputeTitle} onClose={onClose}>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{week.talent.name}</span> ({week.role}), {weekSpan(week.dates)}: {totalText(week.totalHours, week.contractedHours)}.
      </p>
      <div className="mt-3">
        <WeekHours dates={week.dates} hours={week.hours} />
      </div>
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={teamTimesheetsTexts.reason}
          hint={teamTimesheetsTexts.reasonHint}
          rows={4}
          maxLength={1000}
          required
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        {dispute.isError ? <Alert tone="error">{serverMessageOf(dispute.error, loadErrorText(dispute.error), 'message')}</Alert> : null}
        <FormActions onCancel={onClose} submitLabel={teamTimesheetsTexts.send} pendingLabel={teamTimesheetsTexts.sending} pending={dispute.isPending} />
      </form>
    </Dialog>
  );
}
