import type { FilterList } from './FilterSelect';

/** A checkbox for a yes-or-all filter of the list (`name` is 'true' while checked, '' otherwise), sized to sit in a toolbar. */
export function ListFilterCheckbox<F extends string>({ list, name, label }: { list: FilterList<NoInfer<F>>; name: F; label: string }) {
  return (
    <label className="flex items-center gap-2 pb-3 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        checked={list.params[name] === 'true'}
        onChange={(event) => list.setFilter(name, event.target.checked ? 'true' : '')}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );
}
