import { displayedApplicantStatuses } from '@contract/catalogues/hiring';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
import { useJobTitles } from './api/use-job-titles';

type ApplicantsFiltersProps = {
  jobTitle: string;
  onJobTitleChange: (title: string) => void;
  status: string;
  onStatusChange: (status: string) => void;
};

const statusOptions = [{ value: '', label: 'All' }, ...displayedApplicantStatuses.map((status) => ({ value: status, label: status }))];

/** Filter by job title (every title there is) and by status. */
export function ApplicantsFilters(props: ApplicantsFiltersProps) {
  const titles = useJobTitles();
  const jobOptions = [{ value: '', label: 'All jobs' }, ...(titles.data ?? []).map((title) => ({ value: title, label: title }))];

  return (
    <>
      <div className="w-full sm:w-56">
        <FilterSelect label="Job" options={jobOptions} value={props.jobTitle} onChange={(event) => props.onJobTitleChange(event.target.value)} />
        {titles.isError ? <p className="mt-1 text-sm text-red-700">Error fetching jobs</p> : null}
      </div>
      <FilterSelect
        label="Status"
        options={statusOptions}
        value={props.status}
        onChange={(event) => props.onStatusChange(event.target.value)}
        className="w-full sm:w-44"
      />
    </>
  );
}
