import { useId, type ReactNode } from 'react';

/** What every labelled form field takes besides its control's own props. */
export type FieldProps = {
  label: string;
  /** Message shown under the field and announced with it. */
  error?: string | undefined;
  /** Help shown between the label and the control, announced with it. */
  hint?: string | undefined;
  /** Marks the field invalid when its message is shown elsewhere (e.g. one alert for the whole form). */
  invalid?: boolean | undefined;
  className?: string | undefined;
};

/** The control's look: the same box for inputs, selects and text areas, red while invalid. */
export function controlClasses(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
    'placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type UseFieldOptions = Pick<FieldProps, 'hint' | 'error' | 'invalid'> & { id?: string | undefined; describedBy?: string | undefined };

/**
 * The control's id and ARIA state: invalid when it has an error (or `invalid`), described by its
 * hint, its error, and whatever the caller already points at (e.g. a form-level alert).
 */
export function useField({ id, hint, error, invalid, describedBy }: UseFieldOptions) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const isInvalid = Boolean(error) || Boolean(invalid);
  const ids = { fieldId, hintId: `${fieldId}-hint`, errorId: `${fieldId}-error` };
  const control = {
    id: fieldId,
    'aria-invalid': isInvalid ? (true as const) : undefined,
    'aria-describedby': [hint ? ids.hintId : null, error ? ids.errorId : null, describedBy].filter(Boolean).join(' ') || undefined,
  };
  return { ids, control, isInvalid };
}

type FieldFrameProps = Pick<FieldProps, 'label' | 'hint' | 'error' | 'className'> & {
  ids: ReturnType<typeof useField>['ids'];
  children: ReactNode;
};

/** The visible label, the hint under it, the control, and the error message below. */
export function FieldFrame({ label, hint, error, className = '', ids, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className="mb-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
