import { useId, type ComponentProps, type ReactNode } from 'react';

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string | undefined; children: ReactNode };

/** A labelled select, styled like the shared TextField; works with `register()`. */
export function SelectField({ label, error, id, className = '', children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={[
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
          'focus:border-brand-600 disabled:bg-slate-100',
          error ? 'border-red-600' : 'border-slate-300',
        ].join(' ')}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
