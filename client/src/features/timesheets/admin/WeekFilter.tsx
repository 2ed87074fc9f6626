import { useId } from 'react';
import { mondayOf } from '@/features/timesheets/week-format';

type WeekFilterProps = { label: string; value: string; onChange: (monday: string) => void };

/** A day picker that narrows the list to the week the day falls in (the list asks for its Monday). */
export function WeekFilter({ label, value, onChange }: WeekFilterProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="w-44">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(mondayOf(event.target.value))}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600"
      />
      <span id={hintId} className="sr-only">
        Any day of the week; the list shows the week from its Monday.
      </span>
    </div>
  );
}
