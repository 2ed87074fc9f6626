import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { dateIn } from '@contract/placement-dates';
import { nextBusinessDay, type AdminPlacement, type StaffingRow } from '@contract/placements';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { FormActions } from '@/ui/FormActions';
import { SearchField } from '@/ui/list-kit/SearchField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useAssignTalent } from '@/features/placements/api/use-assign-talent';
import { useReplacePlacement } from '@/features/placements/api/use-replace-placement';
import { browserTimeZone, formatDay } from '@/features/placements/placement-format';
import { assignFormSchema, type AssignFormInput, type AssignFormOutput } from './assign-form';
import { assignTexts } from './staffing-texts';
import { TalentChoices } from './TalentChoices';

/** An open seat of a subscription, or a placement whose seat gets another talent. */
export type AssignTarget = { kind: 'assign'; row: StaffingRow } | { kind: 'replace'; row: StaffingRow; placement: AdminPlacement };

type AssignTalentDialogProps = {
  target: AssignTarget;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** The customer's time zone when a placement already tells it; the admin's own otherwise (the server checks the day in the customer's). */
function timeZoneOf(target: AssignTarget): string {
  if (target.kind === 'replace') return target.placement.workingHours.timeZone;
  return target.row.placements[0]?.workingHours.timeZone ?? browserTimeZone();
}

/** Admin: picks a free hired talent and a start date for an open seat, or for a seat whose talent is replaced. */
export function AssignTalentDialog({ target, onClose, onDone }: AssignTalentDialogProps) {
  const assign = useAssignTalent();
  const replace = useReplacePlacement();
  const mutation = target.kind === 'assign' ? assign : replace;
  const [q, setQ] = useState('');
  const timeZone = timeZoneOf(target);
  const request = target.kind === 'replace' ? target.placement.replacementRequest : null;
  const { register, handleSubmit, formState } = useForm<AssignFormInput, unknown, AssignFormOutput>({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { applicantId: '', startDate: nextBusinessDay(timeZone), reason: '' },
  });

  const submit = handleSubmit(({ applicantId, startDate, reason }) => {
    if (target.kind === 'assign') {
      assign.mutate({ params: { id: target.row.subscriptionId }, body: { applicantId, startDate }, auth: 'required' }, { onSuccess: ({ body }) => onDone(body.message) });
    } else {
      replace.mutate(
        { params: { id: target.placement._id }, body: { applicantId, startDate, ...(reason ? { reason } : {}) }, auth: 'required' },
        { onSuccess: ({ body }) => onDone(body.message) },
      );
    }
  });

  return (
    <Dialog title={target.kind === 'assign' ? assignTexts.assignTitle : assignTexts.replaceTitle} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Customer</dt>
        <dd className="font-medium text-slate-900">{target.row.customer.name}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd className="font-medium text-slate-900">{target.row.role}</dd>
        <dt className="text-slate-600">Seats filled</dt>
        <dd className="font-medium text-slate-900">
          {target.row.filledSeats}/{target.row.seats}
        </dd>
        {target.kind === 'replace' ? (
          <>
            <dt className="text-slate-600">Replacing</dt>
            <dd className="font-medium text-slate-900">
              {target.placement.talent.name}, since {formatDay(target.placement.startDate)}
            </dd>
          </>
        ) : null}
      </dl>
      {target.kind === 'replace' ? <p className="mt-3 text-sm text-slate-700">{assignTexts.handover(target.placement.talent.name)}</p> : null}
      {request ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">The customer&apos;s reason:</span> {request.reason}
        </p>
      ) : null}
      <SearchField label={assignTexts.talentSearch} value={q} onSearch={setQ} placeholder="Name, e-mail or job title..." className="mt-5" />
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
        <TalentChoices q={q} plan={target.row.plan} role={target.row.role} field={register('applicantId')} error={formState.errors.applicantId?.message} />
        <TextField
          label={assignTexts.startDate}
          type="date"
          min={dateIn(timeZone)}
          hint={assignTexts.startDateHint}
          error={formState.errors.startDate?.message}
          {...register('startDate')}
        />
        {target.kind === 'replace' ? (
          <TextAreaField
            label={`${assignTexts.reason} (optional)`}
            rows={3}
            maxLength={1000}
            hint={request ? "Left empty, the customer's reason is kept." : assignTexts.reasonHint}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
        ) : null}
        {mutation.isError ? <Alert tone="error">{serverMessageOf(mutation.error, loadErrorText(mutation.error), 'message')}</Alert> : null}
        <FormActions
          onCancel={onClose}
          submitLabel={target.kind === 'assign' ? assignTexts.assign : assignTexts.replace}
          pendingLabel={target.kind === 'assign' ? assignTexts.assigning : assignTexts.replacing}
          pending={mutation.isPending}
        />
      </form>
    </Dialog>
  );
}
