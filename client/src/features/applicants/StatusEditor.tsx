import { useId } from 'react';
import type { Applicant } from '@contract/applicants';
import { applicantEmailTemplates, applicantStatuses, type ApplicantEmailTemplate, type ApplicantStatus } from '@contract/catalogues/hiring';
import { emailTemplateOf, statusChanged, type ApplicantDraft } from './applicant-edit';

const control =
  'block w-full min-w-40 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600';

type StatusEditorProps = { applicant: Applicant; draft: ApplicantDraft; onChange: (draft: ApplicantDraft) => void };

/** The status select of a row in edit mode; a changed status offers to e-mail the applicant a template. */
export function StatusEditor({ applicant, draft, onChange }: StatusEditorProps) {
  const statusId = useId();
  const templateId = useId();
  const changed = statusChanged(applicant, draft);
  return (
    <div className="flex flex-col gap-2">
      <div>
        <label htmlFor={statusId} className="mb-0.5 block text-xs font-medium text-slate-700">
          Status
        </label>
        <select
          id={statusId}
          value={draft.status}
          onChange={(event) => onChange({ ...draft, status: event.target.value as ApplicantStatus | '', template: '' })}
          className={control}
        >
          <option value="">Select status</option>
          {applicantStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      {changed ? (
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.emailApplicant}
            onChange={(event) => onChange({ ...draft, emailApplicant: event.target.checked })}
            className="size-4 accent-brand-700"
          />
          E-mail the applicant
        </label>
      ) : null}
      {changed && draft.emailApplicant ? (
        <div>
          <label htmlFor={templateId} className="mb-0.5 block text-xs font-medium text-slate-700">
            E-mail template
          </label>
          <select
            id={templateId}
            value={emailTemplateOf(draft)}
            onChange={(event) => onChange({ ...draft, template: event.target.value as ApplicantEmailTemplate })}
            className={control}
          >
            {applicantEmailTemplates.map((template) => (
              <option key={template} value={template}>
                {template}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
