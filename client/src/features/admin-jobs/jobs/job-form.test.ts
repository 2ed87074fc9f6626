import { describe, expect, it } from 'vitest';
import { buildJob } from '@/test/api-stubs';
import { emptyJobForm, jobToForm, languageChoices, missingRequiredFields, newJobFormSchema, type JobFormValues } from './job-form';

/** The messages Add Job would show, per field. */
function problemsOf(values: JobFormValues) {
  const result = newJobFormSchema.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
}

const complete: JobFormValues = {
  ...emptyJobForm,
  title: 'Bookkeeper',
  description: 'Keep the books of US dental clinics.',
  responsibilities: 'Reconcile accounts\n\nRun payroll',
  operatingHours: 'Mon–Fri, 9:00 AM–6:00 PM EST',
  requirements: 'QuickBooks',
  location: 'Remote (Philippines)',
  language: ['English'],
};

describe('job form', () => {
  it('starts as On-site with nothing chosen', () => {
    expect(emptyJobForm.type).toBe('On-site');
    expect(missingRequiredFields(emptyJobForm)).toEqual([
      'title',
      'description',
      'operatingHours',
      'location',
      'responsibilities',
      'requirements',
      'language',
    ]);
  });

  it('treats whitespace and blank-line-only lists as empty; training and benefits are optional', () => {
    expect(missingRequiredFields({ ...complete, title: '   ', requirements: ' \n\n \n\n' })).toEqual(['title', 'requirements']);
    expect(problemsOf(complete)).toBeNull();
  });

  it('reports the contract message for a missing field and for a too-long one', () => {
    expect(problemsOf({ ...complete, location: '' })).toEqual([{ field: 'location', message: 'Please fill in all required fields.' }]);
    const tooLong = problemsOf({ ...complete, responsibilities: 'x'.repeat(2001) });
    expect(tooLong).toEqual([{ field: 'responsibilities', message: 'Each item must be at most 2000 characters.' }]);
  });

  it('joins a stored job\'s lists with blank lines for editing and keeps unknown languages offered', () => {
    const form = jobToForm(buildJob({ benefits: ['HMO', 'Paid leave'], language: ['English', 'Tagalog'] }));
    expect(form.benefits).toBe('HMO\n\nPaid leave');
    expect(languageChoices(form.language)).toEqual(['English', 'Filipino', 'Spanish', 'French', 'Tagalog']);
  });
});
