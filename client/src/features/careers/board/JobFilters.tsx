import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { jobSorts, type JobSort, type JobType } from '@contract/catalogues/hiring';
import { SelectField } from '@/ui/SelectField';
import { ALL, JOB_PAGE_SIZES, jobSortLabels, type JobFilters as Filters, type JobPageSize } from './job-board';

type JobFiltersProps = {
  filters: Filters;
  pageSize: JobPageSize;
  locations: readonly string[];
  types: readonly JobType[];
  onChange: (next: Partial<Filters>) => void;
  onPageSizeChange: (size: JobPageSize) => void;
};

/** Search, location, type, sort and page size for the job board (all applied in the browser). */
export function JobFilters({ filters, pageSize, locations, types, onChange, onPageSizeChange }: JobFiltersProps) {
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLSelectElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  const pageSizeRef = useRef<HTMLSelectElement>(null);
  // The board is live from the visitor's first move (decision 0227): what they typed or chose in the
  // server's markup before its code arrived stays on screen as React hydrates it, and is applied now.
  const takeUpEarlyChoices = useEffectEvent(() => {
    const early: Partial<Filters> = {};
    if (searchRef.current && searchRef.current.value !== filters.search) early.search = searchRef.current.value;
    if (locationRef.current && locationRef.current.value !== filters.location) early.location = locationRef.current.value;
    if (typeRef.current && typeRef.current.value !== filters.type) early.type = typeRef.current.value as JobType | typeof ALL;
    if (sortRef.current && sortRef.current.value !== filters.sort) early.sort = sortRef.current.value as JobSort;
    if (Object.keys(early).length > 0) onChange(early);
    if (pageSizeRef.current && pageSizeRef.current.value !== String(pageSize)) onPageSizeChange(Number(pageSizeRef.current.value) as JobPageSize);
  });
  useEffect(() => takeUpEarlyChoices(), []);
  return (
    <div role="search" aria-label="Filter jobs" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
        Search jobs
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder="Job title or keyword"
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600"
        />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField ref={locationRef} label="Location" value={filters.location} onChange={(event) => onChange({ location: event.target.value })}>
          <option value={ALL}>All locations</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </SelectField>
        <SelectField ref={typeRef} label="Job type" value={filters.type} onChange={(event) => onChange({ type: event.target.value as JobType | typeof ALL })}>
          <option value={ALL}>All types</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField ref={sortRef} label="Sort by" value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as JobSort })}>
          {jobSorts.map((sort) => (
            <option key={sort} value={sort}>
              {jobSortLabels[sort]}
            </option>
          ))}
        </SelectField>
        <SelectField
          ref={pageSizeRef}
          label="Jobs per page"
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as JobPageSize)}
        >
          {JOB_PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size === 0 ? 'All' : size}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
