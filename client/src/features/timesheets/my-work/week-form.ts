import { z } from 'zod';
import { CONTRACTED_HOURS_PER_WEEK, submitTimesheetBodySchema, type Timesheet } from '@contract/timesheets';

/** A day's hours as typed: empty is 0, a decimal comma is read as a point; then the contract's rule (0 to 24, quarter hours). */
const typedDayHours = z
  .string()
  .transform((typed) => (typed.trim() === '' ? 0 : Number(typed.trim().replace(',', '.'))))
  .pipe(submitTimesheetBodySchema.shape.hours.element);

/** The week's form: seven typed days piped into the contract's hours, and the contract's note. */
export const weekFormSchema = submitTimesheetBodySchema.extend({
  hours: z.array(typedDayHours).length(7),
  note: submitTimesheetBodySchema.shape.note.unwrap(),
});
export type WeekFormInput = z.input<typeof weekFormSchema>;
export type WeekFormOutput = z.output<typeof weekFormSchema>;

export function weekFormValues(timesheet: Timesheet | null): WeekFormInput {
  return {
    hours: timesheet ? timesheet.hours.map(String) : ['', '', '', '', '', '', ''],
    note: timesheet?.note ?? '',
  };
}

/** Each day's hours as typed so far (a day not yet valid counts as 0). */
export function typedDayHoursOf(hours: readonly string[]): number[] {
  return hours.map((typed) => {
    const parsed = typedDayHours.safeParse(typed ?? '');
    return parsed.success ? parsed.data : 0;
  });
}

/** The running total of what is typed so far (a day not yet valid counts as 0). */
export function typedTotal(hours: readonly string[]): number {
  return typedDayHoursOf(hours).reduce((sum, day) => sum + day, 0);
}

/** The weekdays' share of the contracted hours (8), for filling Monday to Friday at once. */
export const WEEKDAY_HOURS = CONTRACTED_HOURS_PER_WEEK / 5;
