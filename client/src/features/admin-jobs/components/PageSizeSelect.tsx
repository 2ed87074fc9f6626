import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../../../../contract/catalogues/hiring';

/** 'Rows per page': the spec's page sizes 5, 10, 15 and 20. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        Rows per page
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-base text-slate-900 shadow-sm focus:border-brand-600"
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
