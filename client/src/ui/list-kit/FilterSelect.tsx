import { useId, type ComponentProps } from 'react';

type FilterSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select for list filters and page sizes, sized to sit in a toolbar. */
export function FilterSelect({ label, options, id, className = '', ...props }: FilterSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
