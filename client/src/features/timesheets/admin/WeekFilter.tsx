import { FilterDate } from '@/ui/list-kit/FilterDate';
import { mondayOf } from '@/features/timesheets/week-format';

type WeekFilterProps = { label: string; value: string; onChange: (monday: string) => void };

/** A day picker that narrows the list to the week the day falls in (the list asks for its Monday). */
export function WeekFilter({ label, value, onChange }: WeekFilterProps) {
  return (
    <FilterDate
      label={label}
      value={value}
      onChange={(day) => onChange(mondayOf(day))}
      className="w-44"
      hint="Any day of the week; the list shows the week from its Monday."
    />
  );
}
