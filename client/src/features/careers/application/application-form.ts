import { z } from 'zod';
import { applicationFieldsSchema, applicationMessages } from '@contract/applicants';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@contract/franchise';
import { HONEYPOT_FIELD } from '@contract/spam';
import { isPdfFile } from '@/lib/pdf-file';

/** The resume as the form holds it: the kept file, or why the last one was refused (then no file). */
export type ResumeChoice = { file: File | null; problem: string | null };

const resumeField = z
  .object({ file: z.custom<File>((value) => value instanceof File).nullable(), problem: z.string().nullable() })
  .transform((choice, context) => {
    if (choice.file && !choice.problem) return choice.file;
    context.addIssue({ code: 'custom', message: choice.problem ?? applicationMessages.resume });
    return z.NEVER;
  });

const fields = applicationFieldsSchema.shape;
/** A select starts on its empty 'Select ...' option, so it holds any text; the contract's rule then names what is missing. */
const selected = <T extends z.ZodTypeAny>(choice: T) => z.string().pipe(choice);

/**
 * The contract's fields in the spec's order (the job id comes from the route), then the resume,
 * whose message comes last as the spec lists it. The output is what is sent.
 */
export const applicationFormSchema = applicationFieldsSchema.omit({ jobId: true }).extend({
  fluentLanguage: selected(fields.fluentLanguage),
  numberOfStaffHandled: selected(fields.numberOfStaffHandled),
  isWillingForBackgroundCheck: selected(fields.isWillingForBackgroundCheck),
  yearsOfCustomerServiceExperience: selected(fields.yearsOfCustomerServiceExperience),
  yearsOfCallCenterExperience: selected(fields.yearsOfCallCenterExperience),
  resume: resumeField,
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export type Application = z.output<typeof applicationFormSchema>;
/** The fields shown with a label and their own message (not the spam trap, not the resume). */
export type FieldName = Exclude<keyof ApplicationFormValues, 'faxNumber' | 'resume'>;

export const emptyApplication: ApplicationFormValues = {
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
  resume: { file: null, problem: null },
};

/** Why a chosen or dropped file cannot be the resume (not a PDF, over 5 MB), or null when it can. */
export function resumeProblemOf(file: File): string | null {
  if (!isPdfFile(file)) return applicationMessages.notPdf;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return null;
}

/** The multipart body POST /applicants expects: the text fields as written (trimmed), the job id, and the `resume` file part. */
export function applicationFormData({ resume, ...fields }: Application, jobId: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append('jobId', jobId);
  form.append('resume', resume, resume.name);
  return form;
}
