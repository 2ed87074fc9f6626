import { useId, type ComponentProps } from 'react';

/**
 * The quote form's inputs. The form shows its problems in one alert above the submit button, so
 * a field only marks itself invalid (red border, aria-invalid) and points at that alert.
 */
type FieldState = { label: string; invalid: boolean; describedBy: string; className?: string };

const controlClasses = (invalid: boolean) =>
  [
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
    'placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300',
  ].join(' ');

const labelClasses = 'mb-1 block text-sm font-medium text-slate-800';

export function QuoteInput({ label, invalid, describedBy, className = '', ...props }: FieldState & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        className={controlClasses(invalid)}
        {...props}
      />
    </div>
  );
}

export function QuoteTextarea({ label, invalid, describedBy, className = '', ...props }: FieldState & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        className={`${controlClasses(invalid)} resize-y`}
        {...props}
      />
    </div>
  );
}
