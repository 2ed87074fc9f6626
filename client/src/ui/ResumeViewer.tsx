import { tsr } from '@/lib/api-client';
import { PdfViewer } from './PdfViewer';

type ResumeViewerProps = {
  applicantId: string;
  /** False when the applicant sent no resume (their `resumeLink` is null): nothing is fetched. */
  hasResume: boolean;
  title: string;
};

const NO_RESUME = 'No resume available.';

/** An applicant's resume in the PDF viewer (with Print and Download), fetched with the admin's token. */
export function ResumeViewer({ applicantId, hasResume, title }: ResumeViewerProps) {
  if (!hasResume) return <p className="text-slate-700">{NO_RESUME}</p>;
  return (
    <PdfViewer
      load={() => tsr.applicants.getApplicantResume.query({ params: { id: applicantId }, auth: 'required' })}
      documentKey={applicantId}
      title={title}
      fallbackFilename="resume.pdf"
      missingText={NO_RESUME}
      loadingText="Loading resume..."
    />
  );
}
