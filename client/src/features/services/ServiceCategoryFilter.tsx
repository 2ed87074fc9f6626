import { ChevronDown } from 'lucide-react';
import { serviceCategories } from '@contract/catalogues/service-roles';
import type { ServiceCategoryKey } from './role-content/types';
import { isCategoryKey } from './categories';

type Props = { value: ServiceCategoryKey | null; onChange: (value: ServiceCategoryKey | null) => void };

/** The overview's dropdown of the six categories, with 'All services' first. */
export function ServiceCategoryFilter({ value, onChange }: Props) {
  return (
    <div className="w-full sm:w-72">
      <label htmlFor="service-category" className="mb-1 block text-sm font-medium text-slate-800">
        Service category
      </label>
      <div className="relative">
        <select
          id="service-category"
          value={value ?? ''}
          onChange={(event) => onChange(isCategoryKey(event.target.value) ? event.target.value : null)}
          className="block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2.5 pr-10 pl-3 text-base text-slate-900 shadow-sm hover:border-brand-400"
        >
          <option value="">All services</option>
          {serviceCategories.map((category) => (
            <option key={category.key} value={category.key}>
              {category.name}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      </div>
    </div>
  );
}
