import { useId, type ComponentProps, type ReactNode } from 'react';

const controlClasses = (invalid: boolean) =>
  [
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
    'placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300',
  ].join(' ');

type Described = { label: string; hint?: string | undefined; error?: string | undefined; className?: string };

/** Ids for the hint and message under a field, and the aria-describedby that joins them. */
function useDescription(id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

function Below({ hint, hintId, error, errorId }: { hint?: string | undefined; hintId: string; error?: string | undefined; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with an optional hint and the message under it. */
export function InputField({ label, hint, error, id, className = '', ...props }: Described & Omit<ComponentProps<'input'>, 'className'>) {
  const { fieldId, hintId, errorId, describedBy } = useDescription(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClasses(!!error)} {...props} />
      <Below hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled select with an optional hint and the message under it. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className = '',
  children,
  ...props
}: Described & Omit<ComponentProps<'select'>, 'className'> & { children: ReactNode }) {
  const { fieldId, hintId, errorId, describedBy } = useDescription(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClasses(!!error)} {...props}>
        {children}
      </select>
      <Below hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
