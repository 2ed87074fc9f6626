import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

type CounterProps = {
  label: string;
  /** Plural noun for the buttons' names: 'talents' gives 'Decrease talents' and 'Increase talents'. */
  noun: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
};

const buttonClass =
  'flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-white';

/** A − value + stepper that stays within [min, max]; each button is disabled at its bound. */
export function Counter({ label, noun, value, min, max, onChange }: CounterProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-3">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <button type="button" aria-label={`Decrease ${noun}`} className={buttonClass} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" aria-label={label} className="w-8 text-center text-base font-semibold text-brand-950 tabular-nums">
          {value}
        </output>
        <button type="button" aria-label={`Increase ${noun}`} className={buttonClass} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
