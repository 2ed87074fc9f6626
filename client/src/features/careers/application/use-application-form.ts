import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { applicationMessages } from '@contract/applicants';
import { serverMessageOf } from '@/lib/api-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import {
  applicationFormData,
  applicationFormSchema,
  emptyApplication,
  resumeProblemOf,
  type Application,
  type ApplicationFormValues,
  type FieldName,
} from './application-form';
import { useSubmitApplication } from '@/features/careers/api/submit-application';

/** Who applied, for the confirmation that replaces the form. */
export type SubmittedApplicant = { firstName: string; email: string };

/**
 * The application form: revalidated on every change (spec), a field's message shown once it is
 * touched or after a submit attempt, the resume file, and the upload with its progress.
 */
export function useApplicationForm(jobId: string, onSubmitted: (applicant: SubmittedApplicant) => void) {
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: zodResolver(applicationFormSchema),
    mode: 'all',
    defaultValues: emptyApplication,
  });
  const { control, formState } = form;
  const resume = useController({ control, name: 'resume' });
  const submission = useSubmitApplication();
  const [progress, setProgress] = useState(0);
  // One key per form attempt: kept when the visitor sends again after an error, new once the form is emptied.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const attempted = formState.submitCount > 0;

  const shownError = (field: FieldName | 'resume') =>
    formState.touchedFields[field] || attempted ? formState.errors[field]?.message : undefined;

  /** A chosen or dropped file (null: removed). A file that is not a PDF or is too large is refused and cleared. */
  function chooseResume(file: File | null, problem: string | null = file ? resumeProblemOf(file) : null) {
    resume.field.onChange({ file: problem ? null : file, problem });
    resume.field.onBlur();
  }

  function reset() {
    form.reset(emptyApplication);
    submission.reset();
    setAttemptKey(newIdempotencyKey());
  }

  /** Sends the application; true once it is received (a refusal or a network failure stays on the mutation, shown below). */
  async function send(application: Application): Promise<boolean> {
    setProgress(0);
    try {
      await submission.mutateAsync({ body: applicationFormData(application, jobId), headers: { 'idempotency-key': attemptKey }, onUploadProgress: setProgress });
      return true;
    } catch {
      return false;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    let received: SubmittedApplicant | null = null;
    await form.handleSubmit(async (application) => {
      if (await send(application)) received = { firstName: application.firstName, email: application.email };
    })(event);
    // Reset once react-hook-form has counted the attempt, so the emptied form starts afresh.
    if (received) {
      reset();
      onSubmitted(received);
    }
  }

  const submitting = formState.isSubmitting;
  return {
    register: form.register,
    resumeFile: resume.field.value.file,
    submitting,
    progress: submission.isPending ? progress : null,
    serverError: submission.isError ? serverMessageOf(submission.error, applicationMessages.failed, 'error') : null,
    formError: attempted && !formState.isValid ? applicationMessages.formInvalid : null,
    canSubmit: formState.isValid && !submitting,
    shownError,
    chooseResume,
    reset,
    submit,
  };
}
