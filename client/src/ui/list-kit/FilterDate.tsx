import { useId } from 'react';
import { FilterField } from './FilterField';

type FilterDateProps = {
  label: string;
  /** The chosen day, YYYY-MM-DD ('' for none). */
  value: string;
  onChange: (day: string) => void;
  /** The field's width (such as 'w-44'), which the input then fills; without one it keeps the browser's width. */
  className?: string;
  /** Read after the label by screen readers (what the day stands for). */
  hint?: string;
};

/** A labelled day picker for list filters and the ranges beside them, sized to sit in a toolbar. */
export function FilterDate({ label, value, onChange, className, hint }: FilterDateProps) {
  const id = useId();
  const hintId = useId();
  return (
    <FilterField id={id} label={label} className={className}>
      <input
        id={id}
        type="date"
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`block ${className ? 'w-full ' : ''}rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600`}
      />
      {hint ? (
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      ) : null}
    </FilterField>
  );
}
