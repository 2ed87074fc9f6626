import { Users } from 'lucide-react';
import { Link } from 'react-router';

/** 'View N Candidates' to the job's applicants; the count comes with the job in the admin list. */
export function CandidatesLink({ jobId, applicantCount }: { jobId: string; applicantCount: number }) {
  return (
    <Link
      to={`/job/${jobId}/applicants`}
      className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
    >
      <Users aria-hidden="true" className="size-4" />
      {`View ${applicantCount} ${applicantCount === 1 ? 'Candidate' : 'Candidates'}`}
    </Link>
  );
}
