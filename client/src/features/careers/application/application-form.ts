import { applicationFieldsSchema, applicationMessages, type ApplicationFields } from '@contract/applicants';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@contract/franchise';
import { HONEYPOT_FIELD } from '@contract/spam';
import { isPdfFile } from '@/lib/pdf-file';

/** The form's own fields (the job id comes from the route); every value is a string, '' meaning not filled. */
export type FieldName = Exclude<keyof ApplicationFields, 'jobId' | 'faxNumber'>;
export type ApplicationValues = Record<FieldName, string> & { [HONEYPOT_FIELD]: string };
/** A message per field (and the resume), only for the fields that are wrong. */
export type ApplicationErrors = Partial<Record<FieldName | 'resume', string>>;

/** In the spec's order, which is also the order on screen. */
export const fieldNames: FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'fluentLanguage',
  'numberOfStaffHandled',
  'isWillingForBackgroundCheck',
  'yearsOfCustomerServiceExperience',
  'yearsOfCallCenterExperience',
];

export const emptyApplication: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  zipCode: '',
  fluentLanguage: '',
  numberOfStaffHandled: '',
  isWillingForBackgroundCheck: '',
  yearsOfCustomerServiceExperience: '',
  yearsOfCallCenterExperience: '',
  [HONEYPOT_FIELD]: '',
};

/** The contract's field rules plus the resume: `resumeProblem` is why the last file was refused. */
export function validateApplication(
  values: ApplicationValues,
  jobId: string,
  resume: File | null,
  resumeProblem: string | null,
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const result = applicationFieldsSchema.safeParse({ ...values, jobId });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (fieldNames as string[]).includes(field) && !(field in errors)) {
        errors[field as FieldName] = issue.message;
      }
    }
  }
  const resumeError = resumeProblem ?? (resume ? undefined : applicationMessages.resume);
  if (resumeError) errors.resume = resumeError;
  return errors;
}

/** Why a chosen or dropped file cannot be the resume (not a PDF, over 5 MB), or null when it can. */
export function resumeProblemOf(file: File): string | null {
  if (!isPdfFile(file)) return applicationMessages.notPdf;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return null;
}

/** The multipart body POST /applicants expects: the text fields, the job id, and the `resume` file part. */
export function applicationFormData(values: ApplicationValues, jobId: string, resume: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, name === HONEYPOT_FIELD ? value : value.trim());
  form.append('jobId', jobId);
  form.append('resume', resume, resume.name);
  return form;
}
