import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { settleTimesheetBodySchema, type Timesheet } from '@contract/timesheets';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { FormActions } from '@/ui/FormActions';
import { TextAreaField } from '@/ui/TextAreaField';
import { useSettleTimesheet } from '@/features/timesheets/api/use-settle-timesheet';
import { dayWords, totalText, weekdayWords, weekSpan } from '@/features/timesheets/week-format';
import { WeekHours } from '@/features/timesheets/WeekHours';
import { settleTexts } from './admin-timesheets-texts';

type SettleDisputeDialogProps = {
  timesheet: Timesheet;
  onClose: () => void;
  onDone: (message: string) => void;
};

type SettleForm = z.input<typeof settleTimesheetBodySchema>;

/**
 * Admin: settles a disputed week with a reason. It is approved with the hours as submitted, or
 * with the hours the admin sets (ticked "Approve different hours"); both sides are told by e-mail.
 */
export function SettleDisputeDialog({ timesheet, onClose, onDone }: SettleDisputeDialogProps) {
  const settle = useSettleTimesheet();
  const [changeHours, setChangeHours] = useState(false);
  const hoursErrorId = useId();
  // Unticking removes the hour fields, and with them `hours` from what is sent.
  const { register, handleSubmit, formState, control } = useForm<SettleForm, unknown, z.output<typeof settleTimesheetBodySchema>>({
    resolver: zodResolver(settleTimesheetBodySchema),
    defaultValues: { reason: '', hours: timesheet.hours },
    shouldUnregister: true,
  });
  const submit = handleSubmit((body) =>
    settle.mutate({ params: { id: timesheet._id }, body, auth: 'required' }, { onSuccess: ({ body: answer }) => onDone(answer.message) }),
  );
  // The running total of the hours as edited: a day left empty or not a number yet counts as 0.
  const editedHours = useWatch({ control, name: 'hours' }) ?? timesheet.hours;
  const editedTotal = editedHours.reduce<number>((sum, day) => (Number.isFinite(day) ? sum + day : sum), 0);
  const hoursErrors = formState.errors.hours;
  const hoursError = hoursErrors?.message ?? (Array.isArray(hoursErrors) ? hoursErrors.find((day) => day?.message)?.message : undefined);

  return (
    <Dialog title={settleTexts.title} onClose={onClose}>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{timesheet.talent.name}</span> for {timesheet.customer.company}, week of {weekSpan(timesheet.dates)}.
      </p>
      <div className="mt-3 rounded-lg bg-accent-100/60 px-3 py-2 text-sm text-amber-950">
        <span className="font-semibold">{settleTexts.disputeReason}</span> {timesheet.disputeReason ?? ''}
      </div>
      <p className="mt-3 text-sm text-slate-800">
        {settleTexts.submittedHours}: <span className="font-semibold tabular-nums">{totalText(timesheet.totalHours, timesheet.contractedHours)}</span>
      </p>
      <div className="mt-2">
        <WeekHours dates={timesheet.dates} hours={timesheet.hours} />
      </div>
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
        <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={changeHours} onChange={(event) => setChangeHours(event.target.checked)} className="mt-0.5 h-4 w-4 accent-brand-700" />
          <span>
            {settleTexts.changeHours}
            <span className="block text-xs font-normal text-slate-600">{settleTexts.changeHoursHint}</span>
          </span>
        </label>
        {changeHours ? (
          <fieldset aria-describedby={hoursError ? hoursErrorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{settleTexts.hoursLegend}</legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {timesheet.dates.map((date, index) => (
                <label key={date} className="text-xs font-medium text-slate-700">
                  <span aria-hidden="true">{dayWords(date)}</span>
                  <span className="sr-only">{weekdayWords(date)}</span>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={24}
                    step={0.25}
                    aria-invalid={hoursError ? true : undefined}
                    className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-2 text-base text-slate-900 tabular-nums shadow-sm focus:border-brand-600"
                    {...register(`hours.${index}`, { valueAsNumber: true })}
                  />
                </label>
              ))}
            </div>
            <output aria-live="polite" className="mt-2 block text-sm text-slate-800">
              {settleTexts.editedTotal}:{' '}
              <span className={`font-semibold tabular-nums ${editedTotal > timesheet.contractedHours ? 'text-amber-900' : ''}`}>
                {totalText(editedTotal, timesheet.contractedHours)}
              </span>
            </output>
            {hoursError ? (
              <p id={hoursErrorId} className="mt-2 text-sm font-medium text-red-700">
                {hoursError}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <TextAreaField label={settleTexts.reason} hint={settleTexts.reasonHint} rows={3} maxLength={1000} required error={formState.errors.reason?.message} {...register('reason')} />
        {settle.isError ? <Alert tone="error">{serverMessageOf(settle.error, loadErrorText(settle.error), 'message')}</Alert> : null}
        <FormActions onCancel={onClose} submitLabel={settleTexts.submit} pendingLabel={settleTexts.pending} pending={settle.isPending} />
      </form>
    </Dialog>
  );
}
