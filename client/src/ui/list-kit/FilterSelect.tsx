import { useId, type ComponentProps } from 'react';
import { FilterField } from './FilterField';

type FilterSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select for list filters and page sizes, sized to sit in a toolbar. */
export function FilterSelect({ label, options, id, className = '', ...props }: FilterSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FilterField id={selectId} label={label} className={className}>
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
    </FilterField>
  );
}

/** The part of `useListState` a filter control reads and writes: one filter kept in the address. */
export type FilterList<F extends string> = { params: Record<F, string>; setFilter: (name: F, value: string) => void };

type ListFilterSelectProps<F extends string> = Omit<FilterSelectProps, 'value' | 'onChange'> & { list: FilterList<NoInfer<F>>; name: F };

/** A FilterSelect showing and setting the list's filter `name` (back to page 1 on a change). */
export function ListFilterSelect<F extends string>({ list, name, ...props }: ListFilterSelectProps<F>) {
  return <FilterSelect {...props} value={list.params[name]} onChange={(event) => list.setFilter(name, event.target.value)} />;
}
