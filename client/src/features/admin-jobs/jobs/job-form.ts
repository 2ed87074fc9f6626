import { DEFAULT_JOB_TYPE, fluentLanguages, type JobType } from '@contract/catalogues/hiring';
import { createJobBodySchema, jobMessages, splitOnBlankLines, type CreateJobBody, type Job } from '@contract/jobs';

/** What the Add/Edit Job modals hold: multi-line lists as text, one item per paragraph. */
export type JobFormValues = {
  title: string;
  description: string;
  responsibilities: string;
  operatingHours: string;
  type: JobType;
  training: string;
  requirements: string;
  benefits: string;
  location: string;
  language: string[];
};
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

export type NewJobCheck = { ok: true; body: CreateJobBody } | { ok: false; message: string; missing: JobFormField[] };

/** Add Job's check: 'Please fill in all required fields.', then the contract's own limits. */
export function checkNewJob(values: JobFormValues): NewJobCheck {
  const missing = missingRequiredFields(values);
  if (missing.length > 0) return { ok: false, message: jobMessages.required, missing };
  const body = formToBody(values);
  const parsed = createJobBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue?.message ?? jobMessages.required, missing: issue ? [issue.path[0] as JobFormField] : [] };
  }
  return { ok: true, body };
}

/** The language choices: the catalogue's, plus any other a stored job already has. */
export function languageChoices(current: string[]): string[] {
  return [...fluentLanguages, ...current.filter((language) => !(fluentLanguages as readonly string[]).includes(language))];
}
