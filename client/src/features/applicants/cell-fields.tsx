import { useId } from 'react';

const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600';

function CellLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-0.5 block text-xs font-medium text-slate-700">
      {children}
    </label>
  );
}

type CellSelectProps<T extends string> = {
  label: string;
  value: T | '';
  options: readonly T[];
  onChange: (value: T | '') => void;
  /** A first, empty choice ('Select status'). */
  emptyOption?: string;
};

/** A labelled select small enough for the cell of a row being edited. */
export function CellSelect<T extends string>({ label, value, options, onChange, emptyOption }: CellSelectProps<T>) {
  const id = useId();
  return (
    <div>
      <CellLabel htmlFor={id}>{label}</CellLabel>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
        // Wide enough for the longest status ('Initial Interview') with the arrow beside it.
        className={`${controlClasses} w-full min-w-40`}
      >
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled box for a few lines of text (remarks) in the cell of a row being edited. */
export function CellTextArea({ label, value, onChange, maxLength }: { label: string; value: string; onChange: (value: string) => void; maxLength: number }) {
  const id = useId();
  return (
    <div>
      <CellLabel htmlFor={id}>{label}</CellLabel>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses} w-full min-w-52 resize-y`}
      />
    </div>
  );
}
