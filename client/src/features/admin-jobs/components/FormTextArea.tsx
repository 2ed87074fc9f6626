import { useId, type ComponentProps } from 'react';

type FormTextAreaProps = ComponentProps<'textarea'> & { label: string; hint?: string; invalid?: boolean };

/** A labelled textarea with an optional hint under the label; works with react-hook-form's `register()`. */
export function FormTextArea({ label, hint, invalid, id, className = '', ...props }: FormTextAreaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        className={[
          'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
          'placeholder:text-slate-500 focus:border-brand-600',
          invalid ? 'border-red-600' : 'border-slate-300',
        ].join(' ')}
        {...props}
      />
    </div>
  );
}
