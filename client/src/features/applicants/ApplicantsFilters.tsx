import { displayedApplicantStatuses } from '@contract/catalogues/hiring';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useJobTitles } from './api/use-job-titles';

type ApplicantsFiltersProps = {
  /** The search in force; the box sends a new one once typing pauses. */
  query: string;
  onQueryChange: (query: string) => void;
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
      <SearchField
        label="Search applicants"
        value={props.query}
        onSearch={props.onQueryChange}
        placeholder="Name, email or phone"
        className="sm:col-span-2 lg:col-span-1"
      />
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
