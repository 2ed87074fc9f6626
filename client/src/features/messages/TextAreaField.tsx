import { useId, type ComponentProps } from 'react';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined };

/** A labelled multi-line field, styled like the shared TextField; works with `register()`. */
export function TextAreaField({ label, error, id, className = '', rows = 5, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={[
          'block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
          'placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100',
          error ? 'border-red-600' : 'border-slate-300',
        ].join(' ')}
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
