import { disputeTimesheetBodySchema, type Timesheet } from '@contract/timesheets';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { useDisputeTimesheet } from '@/features/timesheets/api/use-dispute-timesheet';
import { teamTimesheetsTexts as texts } from '@/features/timesheets/timesheets-texts';
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
  return (
    <ReasonDialog
      title={texts.disputeTitle}
      schema={disputeTimesheetBodySchema}
      texts={{ reason: texts.reason, reasonHint: texts.reasonHint, submit: texts.send, pending: texts.sending }}
      rows={4}
      request={dispute}
      onSubmit={(reason) => dispute.mutate({ params: { id: week._id }, body: { reason }, auth: 'required' }, { onSuccess: ({ body }) => onDisputed(body.message) })}
      onClose={onClose}
    >
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{week.talent.name}</span> ({week.role}), {weekSpan(week.dates)}: {totalText(week.totalHours, week.contractedHours)}.
      </p>
      <div className="mt-3">
        <WeekHours dates={week.dates} hours={week.hours} />
      </div>
    </ReasonDialog>
  );
}
