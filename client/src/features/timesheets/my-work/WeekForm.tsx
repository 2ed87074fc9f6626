import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { timesheetMessages, type Timesheet } from '@contract/timesheets';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { controlClasses } from '@/ui/field-frame';
import { TextAreaField } from '@/ui/TextAreaField';
import { useSubmitTimesheet } from '@/features/timesheets/api/use-submit-timesheet';
import { SettlementNote } from '@/features/timesheets/SettlementNote';
import { StatusBadge } from '@/features/timesheets/StatusBadge';
import { myWorkTexts } from '@/features/timesheets/timesheets-texts';
import { dayWords, hoursText, overtimeNoteFor, totalText, weekendNoteFor, weekSpan } from '@/features/timesheets/week-format';
import { typedDayHoursOf, typedTotal, WEEKDAY_HOURS, weekFormSchema, weekFormValues, type WeekFormInput, type WeekFormOutput } from './week-form';

export type LoggableWeek = {
  weekStart: string;
  dates: readonly string[];
  /** Which days the placement covers and is not paused on: the others are locked (the server refuses hours on them). */
  workDays: readonly boolean[];
  /** Which of the locked days are locked because the placement is paused (the customer's payment is overdue). */
  pausedDays: readonly boolean[];
  /** 8 h for each working day the placement covers. */
  contractedHours: number;
  timesheet: Timesheet | null;
};

type WeekFormProps = {
  week: LoggableWeek;
  /** This week, or an earlier one opened from the list to correct. */
  current: boolean;
  onSaved: (message: string) => void;
};

/** One week's seven days of hours and a note: submitted once, then changed until the customer approves it. */
export function WeekForm({ week, current, onSaved }: WeekFormProps) {
  const headingId = useId();
  const totalId = useId();
  const { timesheet } = week;
  const approved = timesheet?.status === 'approved' || timesheet?.status === 'auto_approved';
  const submit = useSubmitTimesheet();
  const form = useForm<WeekFormInput, unknown, WeekFormOutput>({
    resolver: zodResolver(weekFormSchema),
    defaultValues: weekFormValues(timesheet),
  });
  const { register, handleSubmit, formState, setValue, getValues } = form;
  const hours = useWatch({ control: form.control, name: 'hours' });
  const total = typedTotal(hours);
  const overtime = total > week.contractedHours;
  const weekendNote = weekendNoteFor(typedDayHoursOf(hours), 'talent');
  const isWorkDay = (day: number) => week.workDays[day] !== false;

  const send = handleSubmit((body) =>
    submit.mutate({ params: { weekStart: week.weekStart }, body, auth: 'required' }, { onSuccess: ({ body: answer }) => onSaved(answer.message) }),
  );
  const fillWeekdays = () => {
    const typed = getValues('hours');
    for (let day = 0; day < 5; day += 1)
      if (isWorkDay(day) && (typed[day] ?? '').trim() === '')
        setValue(`hours.${day}`, String(WEEKDAY_HOURS), {
          shouldValidate: formState.isSubmitted,
        });
  };
  const editing = timesheet !== null;

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {current ? myWorkTexts.thisWeek : myWorkTexts.earlierWeek}: {weekSpan(week.dates)}
          </h2>
        </div>
        {timesheet ? <StatusBadge status={timesheet.status} /> : <span className="text-sm text-slate-700">Not submitted yet</span>}
      </div>
      {timesheet?.status === 'disputed' ? <DisputeNotice timesheet={timesheet} /> : null}
      {timesheet ? <SettlementNote week={timesheet} className="mt-4" /> : null}
      <form noValidate className="mt-4" onSubmit={(event) => void send(event)}>
        <fieldset disabled={approved} className="min-w-0">
          <legend className="sr-only">Hours per day, {weekSpan(week.dates)}</legend>
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 sm:max-w-md">
            {week.dates.map((date, day) => {
              const inputId = `${headingId}-day-${day}`;
              const error = formState.errors.hours?.[day]?.message;
              const locked = !isWorkDay(day);
              return (
                <li key={date} className="px-3 py-2">
                  <div className="flex items-center justify-between gap-3">
                    <label htmlFor={inputId} className={`font-medium ${locked ? 'text-slate-500' : 'text-slate-900'}`}>
                      {dayWords(date)}
                      <span className="sr-only"> hours</span>
                      {locked ? (
                        <span className="block text-xs font-normal text-slate-600">{week.pausedDays[day] ? myWorkTexts.pausedDay : myWorkTexts.notPlacementDay}</span>
                      ) : null}
                    </label>
                    <div className="flex shrink-0 items-center gap-2">
                      <div className="w-24">
                        <input
                          id={inputId}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          enterKeyHint={day < 6 ? 'next' : 'done'}
                          placeholder="0"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${inputId}-error` : undefined}
                          className={controlClasses(Boolean(error), 'text-right tabular-nums')}
                          {...register(`hours.${day}`)}
                          disabled={approved || locked}
                        />
                      </div>
                      <span aria-hidden="true" className="w-3 text-sm text-slate-700">
                        h
                      </span>
                    </div>
                  </div>
                  {error ? (
                    <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex flex-wrap items-start justify-between gap-3 sm:max-w-md">
            <Button variant="outline" onClick={fillWeekdays}>
              {myWorkTexts.fillWeekdays}
            </Button>
            <output id={totalId} aria-live="polite" className="ml-auto text-right">
              <span className={`block text-lg font-bold tabular-nums ${overtime || weekendNote ? 'text-amber-900' : 'text-slate-900'}`}>
                Total {totalText(total, week.contractedHours)}
              </span>
              {overtime ? <span className="block max-w-xs text-sm text-amber-900">{overtimeNoteFor(week.contractedHours)}</span> : null}
              {weekendNote ? <span className="block max-w-xs text-sm text-amber-900">{weekendNote}</span> : null}
            </output>
          </div>
          <TextAreaField
            className="mt-4"
            label={myWorkTexts.note}
            hint={myWorkTexts.noteHint}
            rows={3}
            maxLength={1000}
            error={formState.errors.note?.message}
            {...register('note')}
            disabled={approved}
          />
        </fieldset>
        {submit.isError ? (
          <Alert tone="error" className="mt-4">
            {serverMessageOf(submit.error, loadErrorText(submit.error), 'message')}
          </Alert>
        ) : null}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {approved ? <p className="text-sm text-slate-700">{timesheetMessages.alreadyApproved}</p> : null}
          <Button type="submit" disabled={approved || submit.isPending} className="w-full sm:w-auto">
            {editing ? (submit.isPending ? myWorkTexts.saving : myWorkTexts.saveChanges) : submit.isPending ? myWorkTexts.submitting : myWorkTexts.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The customer's reason for sending the week back, and what the talent does next. */
function DisputeNotice({ timesheet }: { timesheet: Timesheet }) {
  const { company } = timesheet.customer;
  return (
    <div className="mt-4 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        {company} disputed this week ({hoursText(timesheet.totalHours)} h submitted):
      </p>
      <blockquote className="mt-1 whitespace-pre-line">“{timesheet.disputeReason}”</blockquote>
      <p className="mt-2 text-sm">
        Correct the hours, or explain them in the note, then choose {myWorkTexts.saveChanges}: the week goes back to {company} to approve.
      </p>
    </div>
  );
}
