import type { Applicant } from '@contract/applicants';
import { Dialog } from '@/ui/Dialog';
import { ResumeViewer } from '@/ui/ResumeViewer';

/** The applicant's resume in an embedded viewer (with Print and Download); Escape or Close closes it. */
export function ResumeModal({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const name = `${applicant.firstName} ${applicant.lastName}`;
  return (
    <Dialog title={`Resume of ${name}`} onClose={onClose} size="xl">
      <p className="mb-4 text-sm text-slate-700">
        {applicant.email} · {applicant.phone}
      </p>
      <ResumeViewer resumeLink={applicant.resumeLink} title={`Resume of ${name}`} />
    </Dialog>
  );
}
