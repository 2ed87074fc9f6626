import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { jobMessages, type CreateJobBody, type Job } from '@contract/jobs';
import { actionErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { FormActions } from '@/ui/FormActions';
import { Dialog } from '@/ui/Dialog';
import { useCreateJob, useUpdateJob } from '@/features/admin-jobs/api/use-job-mutations';
import {
  editJobFormSchema,
  emptyJobForm,
  jobFormFieldsInScreenOrder,
  jobToForm,
  languageChoices,
  newJobFormSchema,
  type JobFormValues,
} from './job-form';
import { JobFormFields } from './JobFormFields';

type JobFormModalProps =
  | { mode: 'add'; onClose: () => void; onAdded: (job: Job) => void }
  | { mode: 'edit'; job: Job; onClose: () => void };

/**
 * 'Add New Job' (every field but training and benefits required) or 'Edit Job' (prefilled, the
 * same required fields, PUT). A failed call is reported in an alert, as the spec's actions are.
 */
export function JobFormModal(props: JobFormModalProps) {
  const editing = props.mode === 'edit' ? props.job : undefined;
  const [initial] = useState(() => (editing ? jobToForm(editing) : emptyJobForm));
  const { register, handleSubmit, formState } = useForm<JobFormValues, unknown, CreateJobBody>({
    resolver: editing ? zodResolver(editJobFormSchema) : zodResolver(newJobFormSchema),
    // The message stays as it was until the next attempt, as the spec's modal does.
    reValidateMode: 'onSubmit',
    defaultValues: initial,
  });
  const invalid = jobFormFieldsInScreenOrder.filter((field) => formState.errors[field]);
  const firstInvalid = invalid[0];
  const problem = firstInvalid ? formState.errors[firstInvalid]?.message : undefined;
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const saving = createJob.isPending || updateJob.isPending;

  const submit = handleSubmit((body) => {
    if (props.mode === 'edit') {
      updateJob.mutate(
        { params: { id: props.job._id }, body, auth: 'required' },
        { onSuccess: props.onClose, onError: (error) => window.alert(actionErrorText(jobMessages.updateFailed, error)) },
      );
      return;
    }
    createJob.mutate({ body, auth: 'required' }, {
      onSuccess: ({ body: { job } }) => {
        props.onAdded(job);
        props.onClose();
      },
      onError: (error) => window.alert(actionErrorText(jobMessages.addFailed, error)),
    });
  });

  return (
    <Dialog title={editing ? 'Edit Job' : 'Add New Job'} onClose={props.onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <p className="text-sm text-slate-700">
          {editing
            ? 'Changes show on the job board as soon as you save.'
            : 'Fields marked optional may be left blank; every other field is required. New jobs are posted as active.'}
        </p>
        <JobFormFields register={register} invalid={invalid} languages={languageChoices(initial.language)} />
        {/* Kept in view while the fields scroll, so the message and the buttons are never out of sight. */}
        <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:px-6">
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <FormActions onCancel={props.onClose} submitLabel={editing ? 'Save Changes' : 'Add Job'} pendingLabel="Saving..." pending={saving} />
        </div>
      </form>
    </Dialog>
  );
}
