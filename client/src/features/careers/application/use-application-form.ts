import { useMemo, useState, type FormEvent } from 'react';
import { applicationMessages } from '@contract/applicants';
import { errorMessageOf } from '@/lib/api-client';
import {
  applicationFormData,
  emptyApplication,
  resumeProblemOf,
  validateApplication,
  type ApplicationValues,
  type FieldName,
} from './application-form';
import { sendApplication } from './send-application';

type Touched = Partial<Record<FieldName | 'resume', boolean>>;

/**
 * The application form's state: values revalidated on every change, messages shown once a field
 * is touched (or after a submit attempt), the resume file, and the upload with its progress.
 */
export function useApplicationForm(jobId: string, onSubmitted: () => void) {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [touched, setTouched] = useState<Touched>({});
  const [resume, setResume] = useState<File | null>(null);
  const [resumeProblem, setResumeProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = useMemo(() => validateApplication(values, jobId, resume, resumeProblem), [values, jobId, resume, resumeProblem]);
  const isValid = Object.keys(errors).length === 0;

  const shownError = (field: FieldName | 'resume') => (touched[field] || attempted ? errors[field] : undefined);
  const setValue = (field: FieldName | 'faxNumber', value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: FieldName | 'resume') => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  /** A chosen or dropped file (null: removed). A file that is not a PDF or is too large is refused and cleared. */
  function chooseResume(file: File | null, problem: string | null = file ? resumeProblemOf(file) : null) {
    touch('resume');
    setResumeProblem(problem);
    setResume(problem ? null : file);
  }

  function reset() {
    setValues(emptyApplication);
    setTouched({});
    setResume(null);
    setResumeProblem(null);
    setAttempted(false);
    setServerError(null);
    setProgress(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!isValid || !resume) {
      setAttempted(true);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    setProgress(0);
    try {
      const result = await sendApplication(applicationFormData(values, jobId, resume), setProgress);
      if (result.status >= 200 && result.status < 300) {
        window.alert(applicationMessages.submitted);
        reset();
        onSubmitted();
        return;
      }
      setServerError(errorMessageOf(result.body, applicationMessages.failed, 'error'));
    } catch {
      setServerError(applicationMessages.failed);
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  }

  return {
    values,
    resume,
    submitting,
    progress,
    serverError,
    formError: attempted && !isValid ? applicationMessages.formInvalid : null,
    canSubmit: isValid && !submitting,
    shownError,
    setValue,
    touch,
    chooseResume,
    reset,
    submit,
  };
}
