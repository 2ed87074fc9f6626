import { useId } from 'react';

/** The applicant's background-check answer, shown as the form's Yes/No radios, read-only. */
export function BackgroundCheckRadios({ willing }: { willing: boolean }) {
  const name = useId();
  const options = [
    { label: 'Yes', checked: willing },
    { label: 'No', checked: !willing },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Willing to undergo a background check</legend>
      <div className="flex gap-6">
        {options.map((option) => (
          <label key={option.label} className="inline-flex items-center gap-2 text-base text-slate-900">
            <input type="radio" name={name} value={option.label} checked={option.checked} disabled readOnly className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
