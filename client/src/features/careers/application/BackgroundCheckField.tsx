import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type BackgroundCheckFieldProps = UseFormRegisterReturn & { error: string | undefined; disabled: boolean };

const choices = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** The background-check question as a Yes/No radio pair (sent as 'true' or 'false'); takes `register()`'s props. */
export function BackgroundCheckField({ error, disabled, ...registration }: BackgroundCheckFieldProps) {
  const id = useId();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Are you willing to undergo a background check?</legend>
      <div className="flex gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="inline-flex min-w-24 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="radio" value={choice.value} {...registration} disabled={disabled} className="h-4 w-4 accent-brand-700" />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
