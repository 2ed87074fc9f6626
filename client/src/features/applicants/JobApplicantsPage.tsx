import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { Applicant } from '@contract/applicants';
import { applicantSorts } from '@contract/catalogues/hiring';
import { loadErrorText } from '@/lib/api-errors';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { useListState } from '@/ui/list-kit/use-list-state';
import { useJobApplicants } from './api/use-job-applicants';
import { DEFAULT_APPLICANT_SORT, DEFAULT_APPLICANTS_PAGE_SIZE, jobApplicantsColumns } from './applicant-columns';
import { ApplicantEditsProvider, useApplicantEditState } from './applicant-edits';
import { applicantsTexts } from './applicants-texts';
import { ResumeModal } from './ResumeModal';

const statusTexts = {
  loading: applicantsTexts.loading,
  empty: applicantsTexts.noneForJob,
  errorText: (error: unknown) => loadErrorText(error, applicantsTexts.loadFailed, {}, applicantsTexts.invalid),
};

/** 'Applicants for {job title}': the applicants list narrowed to one job, with inline status/remarks edits and resumes. */
export function JobApplicantsPage() {
  const jobId = useParams().id ?? '';
  const list = useListState({ sorts: applicantSorts, defaultSort: DEFAULT_APPLICANT_SORT, defaultPageSize: DEFAULT_APPLICANTS_PAGE_SIZE });
  const query = useJobApplicants(jobId, list.params);
  const [resumeOf, setResumeOf] = useState<Applicant | null>(null);
  const edits = useApplicantEditState();
  const columns = useMemo(() => jobApplicantsColumns(setResumeOf), []);
  const job = query.data?.job;

  return (
    <ApplicantEditsProvider edits={edits}>
      <AdminListPage
        back={{ to: '/adminjobspage', label: 'Back to jobs' }}
        title={job ? `Applicants for ${job.title}` : 'Applicants'}
        intro={job ? `${job.location} · ${job.type} · ${job.isActive ? 'Active' : 'Inactive'} posting` : undefined}
        list={list}
        search={{ label: 'Search applicants', placeholder: 'Name, e-mail or phone' }}
        query={query}
        texts={statusTexts}
        table={{
          label: 'Applicants for this job',
          columns,
          rowKey: (applicant) => applicant._id,
          // The sticky name cell takes the row's tint, opaque, so nothing scrolling under it shows through.
          rowClassName: (applicant) => (edits.drafts[applicant._id] ? 'bg-brand-50 [&>th]:bg-brand-50' : 'hover:bg-slate-50/70'),
          minWidth: 'min-w-[68rem]',
        }}
        notice={edits.notice}
        footer={{ label: 'Applicants pages' }}
      >
        {resumeOf ? <ResumeModal applicant={resumeOf} onClose={() => setResumeOf(null)} /> : null}
      </AdminListPage>
    </ApplicantEditsProvider>
  );
}
