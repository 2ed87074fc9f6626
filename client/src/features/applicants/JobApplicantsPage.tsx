import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Applicant } from '@contract/applicants';
import { applicantSorts } from '@contract/catalogues/hiring';
import { loadErrorText } from '@/lib/api-errors';
import { DataTable } from '@/ui/list-kit/DataTable';
import { ListFooter, useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { useJobApplicants } from './api/use-job-applicants';
import { DEFAULT_APPLICANT_SORT, DEFAULT_APPLICANTS_PAGE_SIZE, jobApplicantsColumns } from './applicant-columns';
import { ApplicantEditsProvider, useApplicantEditState } from './applicant-edits';
import { applicantsTexts } from './applicants-texts';
import { ResumeModal } from './ResumeModal';

/** 'Applicants for {job title}': the applicants list narrowed to one job, with inline status/remarks edits and resumes. */
export function JobApplicantsPage() {
  const jobId = useParams().id ?? '';
  const list = useListState({ sorts: applicantSorts, defaultSort: DEFAULT_APPLICANT_SORT, defaultPageSize: DEFAULT_APPLICANTS_PAGE_SIZE });
  const { params } = list;
  const result = useJobApplicants(jobId, params);
  const [resumeOf, setResumeOf] = useState<Applicant | null>(null);
  const edits = useApplicantEditState();
  const columns = useMemo(() => jobApplicantsColumns(setResumeOf), []);
  const total = result.data?.total ?? 0;
  useKeepPageInRange(result, { ...params, total }, list.setPage);
  const status = listStatusOf(result, result.data?.applicants.length, {
    loading: applicantsTexts.loading,
    empty: applicantsTexts.noneForJob,
    errorText: (error) => loadErrorText(error, applicantsTexts.loadFailed),
  });

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link
        to="/adminjobspage"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to jobs
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-brand-950 sm:text-3xl">
        {result.data ? `Applicants for ${result.data.job.title}` : 'Applicants'}
      </h1>
      {result.data ? (
        <p className="mt-2 text-slate-700">
          {result.data.job.location} · {result.data.job.type} · {result.data.job.isActive ? 'Active' : 'Inactive'} posting
        </p>
      ) : null}

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Search applicants"
          value={params.q}
          onSearch={list.setQuery}
          placeholder="Name, e-mail or phone"
          className="w-full sm:max-w-sm"
        />
        <PageSizeSelect value={params.pageSize} onChange={list.setPageSize} />
      </div>

      <div className="mt-4 flex flex-col gap-4">
        <ApplicantEditsProvider edits={edits}>
          <DataTable
            label="Applicants for this job"
            columns={columns}
            rows={result.data?.applicants ?? []}
            rowKey={(applicant) => applicant._id}
            sort={params.sort}
            onSort={list.setSort}
            status={status}
            refreshing={result.isPlaceholderData}
            rowClassName={(applicant) => (edits.drafts[applicant._id] ? 'bg-brand-50/40' : 'hover:bg-slate-50/70')}
            minWidth="min-w-[68rem]"
          />
        </ApplicantEditsProvider>
        {status ? null : (
          <ListFooter label="Applicants pages" page={params.page} pageSize={params.pageSize} total={total} onPageChange={list.setPage} />
        )}
      </div>

      {resumeOf ? <ResumeModal applicant={resumeOf} onClose={() => setResumeOf(null)} /> : null}
    </div>
  );
}
