import { FileText, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { applicantMessages, type Applicant } from '@contract/applicants';
import { actionErrorText } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { ApplicantStatusBadge } from '@/ui/admin/ApplicantStatusBadge';
import { EmailText } from '@/ui/admin/EmailText';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';
import { useUpdateApplicant } from '@/features/admin-jobs/api/use-update-applicant';
import { changesOf, draftFor, type ApplicantDraft } from './applicant-edit';
import { StatusEditor } from './StatusEditor';

type ApplicantRowProps = { applicant: Applicant; jobId: string; onViewResume: (applicant: Applicant) => void };

const smallButton = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap disabled:opacity-60';

/** One applicant; Edit turns status and remarks into editors with Save and Cancel. */
export function ApplicantRow({ applicant, jobId, onViewResume }: ApplicantRowProps) {
  const [draft, setDraft] = useState<ApplicantDraft | null>(null);
  const update = useUpdateApplicant();
  const remarksId = useId();
  const name = `${applicant.firstName} ${applicant.lastName}`;

  function save() {
    if (!draft) return;
    const body = changesOf(applicant, draft);
    if (!body) {
      window.alert(applicantMessages.nothingToSave);
      return;
    }
    update.mutate(
      { id: applicant._id, body },
      {
        onSuccess: () => {
          setDraft(null);
          window.alert(applicantMessages.updated);
        },
        onError: (error) => window.alert(actionErrorText(adminJobsTexts.applicantUpdateFailed, error)),
      },
    );
  }

  return (
    <tr className={draft ? 'bg-brand-50/40 align-top' : 'align-middle hover:bg-slate-50/70'}>
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <Link
          to={`/applicantDetails/${applicant._id}`}
          className="font-semibold whitespace-nowrap text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700"
        >
          {name}
        </Link>
      </th>
      <td className="px-3 py-3">
        <a href={`mailto:${applicant.email}`} className="text-brand-800 underline underline-offset-4 hover:text-brand-950">
          <EmailText email={applicant.email} />
        </a>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{applicant.phone}</td>
      <td className="min-w-36 px-3 py-3 text-slate-700">
        <time dateTime={applicant.createdAt}>{formatDateTime(applicant.createdAt)}</time>
      </td>
      <td className="px-3 py-3">
        {draft ? <StatusEditor applicant={applicant} draft={draft} onChange={setDraft} /> : <ApplicantStatusBadge status={applicant.status} />}
      </td>
      <td className="min-w-48 px-3 py-3 text-slate-700">
        {draft ? (
          <div>
            <label htmlFor={remarksId} className="mb-0.5 block text-xs font-medium text-slate-700">
              Remarks
            </label>
            <input
              id={remarksId}
              type="text"
              value={draft.remarks}
              maxLength={2000}
              onChange={(event) => setDraft({ ...draft, remarks: event.target.value })}
              className="block w-full min-w-44 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600"
            />
          </div>
        ) : (
          <span className="line-clamp-3 max-w-72" title={applicant.remarks || undefined}>{applicant.remarks || 'N/A'}</span>
        )}
      </td>
      <td className="px-3 py-3">
        {applicant.resumeLink ? (
          <button type="button" onClick={() => onViewResume(applicant)} className={`${smallButton} text-brand-800 hover:bg-brand-50`}>
            <FileText aria-hidden="true" className="size-4" /> View Resume<span className="sr-only"> of {name}</span>
          </button>
        ) : (
          <span className="whitespace-nowrap text-slate-600">{adminJobsTexts.noResume}</span>
        )}
      </td>
      <td className="px-3 py-3">
        {draft ? (
          <div className="flex flex-col gap-2">
            <button type="button" onClick={save} disabled={update.isPending} className={`${smallButton} bg-brand-700 text-white hover:bg-brand-800`}>
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              onClick={() => setDraft(null)}
              disabled={update.isPending}
              className={`${smallButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              Cancel
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setDraft(draftFor(applicant))}
            className={`${smallButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <Pencil aria-hidden="true" className="size-3.5" /> Edit<span className="sr-only"> {name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
