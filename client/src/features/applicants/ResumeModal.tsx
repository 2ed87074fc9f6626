import type { Applicant } from '@contract/applicants';
import { ResumeViewer } from '@/ui/ResumeViewer';
import { AdminModal } from '@/ui/AdminModal';

/** The applicant's resume in an embedded viewer (with Print and Download); Escape or Close closes it. */
export function ResumeModal({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const name = `${applicant.firstName} ${applicant.lastName}`;
  return (
    <AdminModal title={`Resume of ${name}`} onClose={onClose} size="xl">
      <p className="mb-4 text-sm text-slate-700">
        {applicant.email} · {applicant.phone}
      </p>
      <ResumeViewer applicantId={applicant._id} hasResume={applicant.resumeLink !== null} title={`Resume of ${name}`} />
    </AdminModal>
  );
}
