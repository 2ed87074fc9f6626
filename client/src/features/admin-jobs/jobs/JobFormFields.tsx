import type { UseFormRegister } from 'react-hook-form';
import { jobTypes } from '@contract/catalogues/hiring';
import { SelectField } from '@/ui/SelectField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import type { JobFormField, JobFormValues } from './job-form';

type JobFormFieldsProps = {
  register: UseFormRegister<JobFormValues>;
  invalid: JobFormField[];
  languages: string[];
};

const LIST_HINT = 'Separate items with a blank line';

/** The fields of the Add/Edit Job modals. */
export function JobFormFields({ register, invalid, languages }: JobFormFieldsProps) {
  const isInvalid = (field: JobFormField) => invalid.includes(field);
  // The modal shows one message for the form; each field is only marked invalid.
  const field = (name: JobFormField) => ({ invalid: isInvalid(name), ...register(name) });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Job title" maxLength={200} className="sm:col-span-2" {...field('title')} />
      <TextField label="Location" maxLength={200} placeholder="e.g. Remote (Philippines)" {...field('location')} />
      <TextField label="Operating hours" maxLength={200} placeholder="e.g. Mon–Fri, 9:00 AM–6:00 PM EST" {...field('operatingHours')} />
      <SelectField label="Type" {...register('type')}>
        {jobTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-800">Language</legend>
        <div className={`flex flex-wrap gap-x-4 gap-y-2 rounded-lg border px-3 py-2.5 ${isInvalid('language') ? 'border-red-600' : 'border-slate-300'}`}>
          {languages.map((language) => (
            <label key={language} className="inline-flex items-center gap-2 text-base text-slate-900">
              <input type="checkbox" value={language} {...register('language')} className="size-4 accent-brand-700" />
              {language}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField label="Description" rows={4} className="sm:col-span-2" {...field('description')} />
      <TextAreaField label="Responsibilities" hint={LIST_HINT} rows={4} className="sm:col-span-2" {...field('responsibilities')} />
      <TextAreaField label="Requirements" hint={LIST_HINT} rows={4} className="sm:col-span-2" {...field('requirements')} />
      <TextAreaField label="Training (optional)" hint={LIST_HINT} rows={3} {...field('training')} />
      <TextAreaField label="Benefits (optional)" hint={LIST_HINT} rows={3} {...field('benefits')} />
    </div>
  );
}
