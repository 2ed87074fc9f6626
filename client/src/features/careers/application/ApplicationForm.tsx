import { HONEYPOT_FIELD } from '@contract/spam';
import { experienceLabels, experienceOptions, fluentLanguages, staffHandledOptions } from '@contract/catalogues/hiring';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { HoneypotTrapField } from '@/ui/HoneypotTrapField';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import type { FieldName } from './application-form';
import { BackgroundCheckField } from './BackgroundCheckField';
import { ResumeUpload } from './ResumeUpload';
import { UploadProgress } from './UploadProgress';
import { useApplicationForm, type SubmittedApplicant } from './use-application-form';

/** The choices of both experience questions. */
const experienceChoices = (
  <>
    <option value="">Select years</option>
    {experienceOptions.map((years) => (
      <option key={years} value={String(years)}>
        {experienceLabels[years]}
      </option>
    ))}
  </>
);

const groupClasses = 'grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-7';
const legendClasses = 'float-left mb-1 w-full text-lg font-bold text-brand-950 sm:col-span-2';

/** The application for one job: details, experience, resume; sent as multipart with upload progress. */
export function ApplicationForm({ jobId, onSubmitted }: { jobId: string; onSubmitted: (applicant: SubmittedApplicant) => void }) {
  const form = useApplicationForm(jobId, onSubmitted);
  const { submitting } = form;

  /** The field's registration, its message, and disabled while sending. */
  const field = (name: FieldName) => ({ ...form.register(name), error: form.shownError(name), disabled: submitting });

  return (
    <form
      noValidate
      aria-label="Job application"
      onSubmit={form.submit}
      onReset={(event) => {
        event.preventDefault();
        form.reset();
      }}
      className="space-y-6"
    >
      <p className="text-sm text-slate-700">All fields are required. Submit becomes available once every field is filled in correctly.</p>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Your details</legend>
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" className="sm:col-span-2" {...field('email')} />
        <TextField label="Phone" type="tel" inputMode="numeric" autoComplete="tel" hint="11 digits, e.g. 09171234567" {...field('phone')} />
        <TextField label="Zip code" inputMode="numeric" autoComplete="postal-code" hint="4 or 5 digits" {...field('zipCode')} />
      </fieldset>

      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Your experience</legend>
        <SelectField label="Fluent language" {...field('fluentLanguage')}>
          <option value="">Select a language</option>
          {fluentLanguages.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </SelectField>
        <SelectField label="Staff managed" {...field('numberOfStaffHandled')}>
          <option value="">Select a range</option>
          {staffHandledOptions.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
        <BackgroundCheckField {...field('isWillingForBackgroundCheck')} />
        <SelectField label="Years of customer service experience" {...field('yearsOfCustomerServiceExperience')}>
          {experienceChoices}
        </SelectField>
        <SelectField label="Years of call center experience" {...field('yearsOfCallCenterExperience')}>
          {experienceChoices}
        </SelectField>
      </fieldset>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <ResumeUpload file={form.resumeFile} error={form.shownError('resume')} disabled={submitting} onChoose={form.chooseResume} />
      </div>

      <HoneypotTrapField {...form.register(HONEYPOT_FIELD)} />

      <div className="space-y-4">
        {form.progress !== null ? <UploadProgress percent={form.progress} /> : null}
        {form.serverError ? <Alert tone="error">{form.serverError}</Alert> : null}
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="reset" variant="outline" disabled={submitting}>
            Reset
          </Button>
          <Button type="submit" disabled={!form.canSubmit} className="sm:min-w-44">
            {submitting ? 'Submitting...' : 'Submit application'}
          </Button>
        </div>
      </div>
    </form>
  );
}
