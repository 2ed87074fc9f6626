import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { BillingCycle } from '@contract/catalogues/plans';

const options: { value: BillingCycle; label: string; note?: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Annual', note: '2 months free' },
];

type Props = { value: BillingCycle; onChange: (value: BillingCycle) => void };

/** Monthly/Annual as a segmented control built on native radio buttons (arrow keys work). */
export function BillingCycleToggle({ value, onChange }: Props) {
  const name = useId();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // A choice made on the server's markup before React hydrated it stays checked on screen, but
  // React never tells the component (as with the job board's filters): it is taken up now.
  const takeUpEarlyChoice = useEffectEvent(() => {
    const checked = fieldsetRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const early = options.find((option) => option.value === checked?.value);
    if (early && early.value !== value) onChange(early.value);
  });
  useEffect(() => takeUpEarlyChoice(), []);
  return (
    <fieldset ref={fieldsetRef} className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm">
      <legend className="sr-only">Billing cycle</legend>
      {options.map((option) => (
        <label key={option.value} className="relative">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="peer sr-only"
          />
          <span className="flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold text-slate-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:text-brand-800 peer-checked:hover:text-white">
            {option.label}
            {option.note ? (
              <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-brand-950">{option.note}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
