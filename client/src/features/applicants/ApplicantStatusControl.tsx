import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Applicant } from '@contract/applicants';
import { applicantStatuses, HIRED_APPLICANT_STATUS, type ApplicantStatus } from '@contract/catalogues/hiring';
import { actionErrorText, serverMessageOf } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';
import { useUpdateApplicant } from './api/use-update-applicant';
import { draftFor } from './applicant-edit';
import { applicantsTexts } from './applicants-texts';

type Saved = { status: string; at: string; emailed: boolean };

/**
 * The applicant's status, set from their own page (PATCH /applicants/:id, as the lists' row
 * editor does): a select of the statuses an admin may set, Hired included, and an opt-in e-mail
 * of the new status's message (the server mails only when asked). Says when it saved, or the
 * server's words when it was refused.
 */
export function ApplicantStatusControl({ applicant }: { applicant: Applicant }) {
  const update = useUpdateApplicant();
  const [status, setStatus] = useState<ApplicantStatus | ''>(draftFor(applicant).status);
  const [emailApplicant, setEmailApplicant] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const emailHintId = useId();
  // The saved status counts at once: the page's applicant is fetched again in the background.
  const changed = status !== '' && status !== (saved?.status ?? applicant.status);

  function save(event: FormEvent) {
    event.preventDefault();
    if (!changed) return;
    setSaved(null);
    update.mutate(
      { params: { id: applicant._id }, body: { status, ...(emailApplicant ? { sendEmail: status } : {}) }, auth: 'required' },
      {
        onSuccess: ({ body }) => {
          setSaved({ status: body.applicant.status, at: body.applicant.updatedAt, emailed: body.emailed });
          setEmailApplicant(false);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={applicantsTexts.statusLabel}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ApplicantStatus | '');
            setSaved(null);
          }}
          className="w-full sm:w-64"
        >
          {status === '' ? <option value="">Select status</option> : null}
          {applicantStatuses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={!changed || update.isPending} className="w-full sm:w-auto">
          {update.isPending ? 'Saving...' : applicantsTexts.saveStatus}
        </Button>
      </div>
      <div>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={emailApplicant}
            onChange={(event) => setEmailApplicant(event.target.checked)}
            aria-describedby={emailHintId}
            className="size-4 accent-brand-700"
          />
          E-mail {applicant.firstName} about the new status
        </label>
        <p id={emailHintId} className="mt-1 text-sm text-slate-600">
          {applicantsTexts.emailHint(applicant.email)}
        </p>
      </div>
      {saved ? (
        <Alert tone="success">
          Saved: status set to {saved.status} on {formatDateTime(saved.at)}.
          {saved.emailed ? ` ${applicant.firstName} was sent the ${saved.status} e-mail.` : ' No e-mail was sent.'}
          {saved.status === HIRED_APPLICANT_STATUS ? (
            <>
              {' '}
              <Link to="/staffing" className="font-semibold underline">
                {applicantsTexts.staffingLink}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert tone="error">{serverMessageOf(update.error, actionErrorText(applicantsTexts.updateFailed, update.error), 'message')}</Alert>
      ) : null}
    </form>
  );
}
