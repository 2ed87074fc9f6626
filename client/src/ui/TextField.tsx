import { useId, type ComponentProps } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Message shown under the field and announced with it. */
  error?: string | undefined;
};

/** A labelled input; works with react-hook-form's `register()` (React 19 passes `ref` as a prop). */
export function TextField({ label, error, id, className = '', ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={[
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
          'placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100',
          error ? 'border-red-600' : 'border-slate-300',
        ].join(' ')}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
