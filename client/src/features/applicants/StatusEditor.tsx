import type { Applicant } from '@contract/applicants';
import { applicantEmailTemplates, applicantStatuses } from '@contract/catalogues/hiring';
import { emailTemplateOf, statusChanged, type ApplicantDraft } from './applicant-edit';
import { CellSelect } from './cell-fields';

type StatusEditorProps = { applicant: Applicant; draft: ApplicantDraft; onChange: (draft: ApplicantDraft) => void };

/** The status select of a row in edit mode; a changed status offers to e-mail the applicant a template. */
export function StatusEditor({ applicant, draft, onChange }: StatusEditorProps) {
  const changed = statusChanged(applicant, draft);
  return (
    <div className="flex flex-col gap-2">
      <CellSelect
        label="Status"
        value={draft.status}
        options={applicantStatuses}
        emptyOption="Select status"
        onChange={(status) => onChange({ ...draft, status, template: '' })}
      />
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
        <CellSelect
          label="E-mail template"
          value={emailTemplateOf(draft)}
          options={applicantEmailTemplates}
          onChange={(template) => onChange({ ...draft, template })}
        />
      ) : null}
    </div>
  );
}
