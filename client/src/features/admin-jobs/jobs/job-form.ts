import { z } from 'zod';
import { DEFAULT_JOB_TYPE, fluentLanguages, jobTypes } from '@contract/catalogues/hiring';
import { createJobBodySchema, jobMessages, splitOnBlankLines, updateJobBodySchema, type CreateJobBody, type Job } from '@contract/jobs';

/** What the Add/Edit Job modals hold: multi-line lists as text, one item per paragraph. */
const jobFormValuesSchema = z.object({
  title: z.string(),
  description: z.string(),
  responsibilities: z.string(),
  operatingHours: z.string(),
  type: z.enum(jobTypes),
  training: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  location: z.string(),
  language: z.array(z.string()),
});
export type JobFormValues = z.input<typeof jobFormValuesSchema>;
export type JobFormField = keyof JobFormValues;

export const emptyJobForm: JobFormValues = {
  title: '',
  description: '',
  responsibilities: '',
  operatingHours: '',
  type: DEFAULT_JOB_TYPE,
  training: '',
  requirements: '',
  benefits: '',
  location: '',
  language: [],
};

const joinItems = (items: string[]) => items.join('\n\n');

/** The Edit modal's starting values: lists joined with blank lines. */
export function jobToForm(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    responsibilities: joinItems(job.responsibilities),
    operatingHours: job.operatingHours,
    type: job.type,
    training: joinItems(job.training),
    requirements: joinItems(job.requirements),
    benefits: joinItems(job.benefits),
    location: job.location,
    language: job.language,
  };
}

/** The request body: text trimmed, multi-line text sent as written (the server splits it on blank lines). */
export function formToBody(values: JobFormValues): CreateJobBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    responsibilities: values.responsibilities,
    operatingHours: values.operatingHours.trim(),
    type: values.type,
    training: values.training,
    requirements: values.requirements,
    benefits: values.benefits,
    location: values.location.trim(),
    language: values.language,
  };
}

const requiredText: JobFormField[] = ['title', 'description', 'operatingHours', 'location'];
const requiredLists: JobFormField[] = ['responsibilities', 'requirements'];

/** Add Job's required fields left empty (after trimming; a list with no non-blank item is empty). */
export function missingRequiredFields(values: JobFormValues): JobFormField[] {
  const missing: JobFormField[] = [];
  for (const field of requiredText) if (String(values[field]).trim() === '') missing.push(field);
  for (const field of requiredLists) if (splitOnBlankLines(String(values[field])).length === 0) missing.push(field);
  if (!values.type) missing.push('type');
  if (values.language.length === 0) missing.push('language');
  return missing;
}

/**
 * Add Job: 'Please fill in all required fields.' on every required field left empty; once none is,
 * the contract's own limits (with its messages). The output is the request body.
 */
export const newJobFormSchema = jobFormValuesSchema
  .superRefine((values, context) => {
    for (const field of missingRequiredFields(values)) context.addIssue({ code: 'custom', path: [field], message: jobMessages.required });
  })
  .transform(formToBody)
  .superRefine((body, context) => {
    const parsed = createJobBodySchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/**
 * Edit Job: the same required fields as Add Job ('Please fill in all required fields.' on each left
 * blank), so an edit cannot publish a job with no title; then the contract's limits.
 */
export const editJobFormSchema = jobFormValuesSchema
  .superRefine((values, context) => {
    for (const field of missingRequiredFields(values)) context.addIssue({ code: 'custom', path: [field], message: jobMessages.required });
  })
  .transform(formToBody)
  .superRefine((body, context) => {
    const parsed = updateJobBodySchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** The language choices: the catalogue's, plus any other a stored job already has. */
export function languageChoices(current: string[]): string[] {
  return [...fluentLanguages, ...current.filter((language) => !(fluentLanguages as readonly string[]).includes(language))];
}

/** The fields in screen order: the alert shows the first problem a reader meets. */
export const jobFormFieldsInScreenOrder: JobFormField[] = [
  'title',
  'location',
  'operatingHours',
  'type',
  'language',
  'description',
  'responsibilities',
  'requirements',
  'training',
  'benefits',
];
