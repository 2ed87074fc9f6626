import { Search } from 'lucide-react';
import { displayedApplicantStatuses } from '../../../../contract/catalogues/hiring';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { useJobTitles } from './api/use-job-titles';

type ApplicantsFiltersProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  jobTitle: string;
  onJobTitleChange: (title: string) => void;
  status: string;
  onStatusChange: (status: string) => void;
};

const statusOptions = [{ value: '', label: 'All' }, ...displayedApplicantStatuses.map((status) => ({ value: status, label: status }))];

/** Search by name, email or phone; filter by job title and by status. */
export function ApplicantsFilters(props: ApplicantsFiltersProps) {
  const titles = useJobTitles();
  const jobOptions = [{ value: '', label: 'All jobs' }, ...(titles.data ?? []).map((title) => ({ value: title, label: title }))];

  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="applicant-search" className="mb-1 block text-sm font-medium text-slate-800">
          Search applicants
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id="applicant-search"
            type="search"
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.target.value)}
            placeholder="Name, email or phone"
            autoComplete="off"
            maxLength={200}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600"
          />
        </div>
      </div>
      <div>
        <FilterSelect
          label="Job"
          options={jobOptions}
          value={props.jobTitle}
          onChange={(event) => props.onJobTitleChange(event.target.value)}
        />
        {titles.isError ? <p className="mt-1 text-sm text-red-700">Error fetching jobs</p> : null}
      </div>
      <FilterSelect
        label="Status"
        options={statusOptions}
        value={props.status}
        onChange={(event) => props.onStatusChange(event.target.value)}
      />
    </div>
  );
}
