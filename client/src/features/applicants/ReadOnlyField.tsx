import { useId } from 'react';

type ReadOnlyFieldProps = { label: string; value: string; multiline?: boolean; className?: string };

const fieldClasses =
  'block w-full rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-base text-slate-900 focus:border-brand-600';

/** A labelled value the admin can read and copy, but not change. */
export function ReadOnlyField({ label, value, multiline = false, className = '' }: ReadOnlyFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} readOnly value={value} rows={3} className={`${fieldClasses} resize-y`} />
      ) : (
        <input id={id} type="text" readOnly value={value} className={fieldClasses} />
      )}
    </div>
  );
}
