import type { Applicant } from '@contract/applicants';
import { applicantStatuses, type ApplicantEmailTemplate, type ApplicantStatus } from '@contract/catalogues/hiring';
import type { UpdateApplicantBody } from './api/use-update-applicant';

/** The row editor's values; `template` '' means "the e-mail of the new status". */
export type ApplicantDraft = { status: ApplicantStatus | ''; remarks: string; emailApplicant: boolean; template: ApplicantEmailTemplate | '' };

function isSettableStatus(status: string): status is ApplicantStatus {
  return (applicantStatuses as readonly string[]).includes(status);
}

/** Edit starts from the current values ('Select status' when the status is one an admin cannot set, e.g. Unread). */
export function draftFor(applicant: Applicant): ApplicantDraft {
  return { status: isSettableStatus(applicant.status) ? applicant.status : '', remarks: applicant.remarks, emailApplicant: false, template: '' };
}

/** The status was changed to a new one (only then may the applicant be e-mailed). */
export function statusChanged(applicant: Applicant, draft: ApplicantDraft): draft is ApplicantDraft & { status: ApplicantStatus } {
  return draft.status !== '' && draft.status !== applicant.status;
}

/** The template the e-mail uses: the admin's choice, else the one of the new status. */
export function emailTemplateOf(draft: ApplicantDraft): ApplicantEmailTemplate | '' {
  return draft.template || draft.status;
}

/**
 * The PATCH body: only non-empty values that differ from what is saved, and `sendEmail` when the
 * status changes and the admin ticked 'E-mail the applicant'. Null when there is nothing to send.
 */
export function changesOf(applicant: Applicant, draft: ApplicantDraft): UpdateApplicantBody | null {
  const body: UpdateApplicantBody = {};
  if (statusChanged(applicant, draft)) {
    body.status = draft.status;
    const template = emailTemplateOf(draft);
    if (draft.emailApplicant && template) body.sendEmail = template;
  }
  const remarks = draft.remarks.trim();
  if (remarks !== '' && remarks !== applicant.remarks) body.remarks = remarks;
  return body.status === undefined && body.remarks === undefined ? null : body;
}
