import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

type SearchFieldProps = {
  label: string;
  /** The search in force (trimmed). */
  value: string;
  /** Called with the trimmed text once typing pauses (~300 ms). */
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
};

/** A search box that sends its text once typing pauses, so a word costs one request, not one per letter. */
export function SearchField({ label, value, onSearch, placeholder, className = '' }: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, 300);

  // The search was changed from outside (e.g. cleared after adding a job): show it.
  useEffect(() => {
    setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
    // Only a settled draft sends a search; `value` catching up must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={200}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600"
        />
      </div>
    </div>
  );
}
