import { formatDay } from '@/lib/dates';
import { dayWords, hoursText, totalText } from './week-format';

/** A submitted week's seven days, Monday first, each with its date and hours, small enough for a table cell or a card. */
export function WeekHours({ dates, hours }: { dates: readonly string[]; hours: readonly number[] }) {
  return (
    <ol className="grid grid-cols-7 gap-0.5 text-center text-xs sm:gap-1">
      {dates.map((date, index) => {
        const weekday = formatDay(date, 'weekday');
        const dayOfMonth = Number(date.slice(8, 10));
        const value = hours[index] ?? 0;
        return (
          <li key={date} className={`min-w-0 rounded-md py-1 ${value > 0 ? 'bg-slate-100 text-slate-900' : 'text-slate-700'}`}>
            <span className="sr-only">{dayWords(date)}: </span>
            {/* The week's span names the month; a cell keeps to its weekday and day so seven fit on a phone's card. */}
            <span aria-hidden="true" className="block text-[0.7rem] font-medium">
              {weekday}
            </span>
            <span aria-hidden="true" className="block text-[0.7rem] text-slate-700">
              {dayOfMonth}
            </span>
            <span className="block font-semibold tabular-nums">{hoursText(value)}</span>
            <span className="sr-only"> h</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The total against the week's contracted hours, flagged with a note when over them, and with another when there are weekend hours. */
export function WeekTotal({
  total,
  contracted,
  overtime,
  note,
  weekendNote = null,
}: {
  total: number;
  contracted?: number;
  overtime: boolean;
  note: string;
  /** `weekendNoteFor(hours, reader)`: null for a week without weekend hours. */
  weekendNote?: string | null;
}) {
  const flagged = overtime || weekendNote !== null;
  return (
    <div>
      <p className={`font-semibold tabular-nums whitespace-nowrap ${flagged ? 'text-amber-900' : 'text-slate-900'}`}>{totalText(total, contracted)}</p>
      {overtime ? <p className="mt-1 max-w-56 text-xs text-amber-900">{note}</p> : null}
      {weekendNote ? <p className="mt-1 max-w-56 text-xs text-amber-900">{weekendNote}</p> : null}
    </div>
  );
}
