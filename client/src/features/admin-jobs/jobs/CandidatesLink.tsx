import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { useJobApplicantCount } from '@/features/admin-jobs/api/use-job-applicant-count';

/** 'View N Candidates' to the job's applicants; 'View Candidates' until the count is known. */
export function CandidatesLink({ jobId }: { jobId: string }) {
  const count = useJobApplicantCount(jobId);
  const label =
    count.data === undefined ? 'View Candidates' : `View ${count.data} ${count.data === 1 ? 'Candidate' : 'Candidates'}`;
  return (
    <Link
      to={`/job/${jobId}/applicants`}
      className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
    >
      <Users aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
