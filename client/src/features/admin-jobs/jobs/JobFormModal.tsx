import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { jobMessages, type Job } from '@contract/jobs';
import { actionErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useCreateJob, useUpdateJob } from '@/features/admin-jobs/api/use-job-mutations';
import { AdminModal } from '@/ui/AdminModal';
import { checkNewJob, emptyJobForm, formToBody, jobToForm, languageChoices, type JobFormField, type JobFormValues } from './job-form';
import { JobFormFields } from './JobFormFields';

type JobFormModalProps =
  | { mode: 'add'; onClose: () => void; onAdded: (job: Job) => void }
  | { mode: 'edit'; job: Job; onClose: () => void };

/**
 * 'Add New Job' (every field but training and benefits required) or 'Edit Job' (prefilled, no
 * non-empty check, PUT). A failed call is reported in an alert, as the spec's actions are.
 */
export function JobFormModal(props: JobFormModalProps) {
  const editing = props.mode === 'edit' ? props.job : undefined;
  const [initial] = useState(() => (editing ? jobToForm(editing) : emptyJobForm));
  const { register, handleSubmit, setFocus } = useForm<JobFormValues>({ defaultValues: initial });
  const [problem, setProblem] = useState<{ message: string; invalid: JobFormField[] } | null>(null);
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const saving = createJob.isPending || updateJob.isPending;

  const submit = handleSubmit((values) => {
    if (props.mode === 'edit') {
      updateJob.mutate(
        { id: props.job._id, body: formToBody(values) },
        { onSuccess: props.onClose, onError: (error) => window.alert(actionErrorText(jobMessages.updateFailed, error)) },
      );
      return;
    }
    const check = checkNewJob(values);
    if (!check.ok) {
      setProblem({ message: check.message, invalid: check.missing });
      const first = check.missing[0];
      if (first) setFocus(first);
      return;
    }
    setProblem(null);
    createJob.mutate(check.body, {
      onSuccess: (job) => {
        props.onAdded(job);
        props.onClose();
      },
      onError: (error) => window.alert(actionErrorText(jobMessages.addFailed, error)),
    });
  });

  return (
    <AdminModal title={editing ? 'Edit Job' : 'Add New Job'} onClose={props.onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <p className="text-sm text-slate-700">
          {editing
            ? 'Changes show on the job board as soon as you save.'
            : 'Fields marked optional may be left blank; every other field is required. New jobs are posted as active.'}
        </p>
        <JobFormFields register={register} invalid={problem?.invalid ?? []} languages={languageChoices(initial.language)} defaultType={initial.type} />
        {/* Kept in view while the fields scroll, so the message and the buttons are never out of sight. */}
        <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:px-6">
          {problem ? <Alert tone="error">{problem.message}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Job'}
            </Button>
          </div>
        </div>
      </form>
    </AdminModal>
  );
}
