import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { franchiseFieldsSchema, franchiseMessages, uploadMessages } from '@contract/franchise';
import { HONEYPOT_FIELD } from '@contract/spam';
import { serverMessageOf } from '@/lib/api-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { HoneypotTrapField } from '@/ui/HoneypotTrapField';
import { TextField } from '@/ui/TextField';
import { useUploadFranchiseContract } from './api/upload-franchise-contract';
import { contractFileProblem } from './pdf-file';
import { PdfDropZone } from './PdfDropZone';

type FranchiseFields = z.input<typeof franchiseFieldsSchema>;
const emptyFields: FranchiseFields = { name: '', email: '', faxNumber: '' };

/** Shown when the upload fails without a message from the server (e.g. the connection dropped). */
export const UPLOAD_FAILED = 'The upload did not go through. Please check your connection and try again.';


/** Name, e-mail and the signed contract (PDF), sent as multipart form data. */
export function FranchiseUploadForm() {
  const upload = useUploadFranchiseContract();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState(0);
  // One key per form attempt: the same when sending again after a failure, new after a success.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const progressLabelId = useId();
  const { register, handleSubmit, reset, formState } = useForm<FranchiseFields, unknown, z.output<typeof franchiseFieldsSchema>>({
    resolver: zodResolver(franchiseFieldsSchema),
    defaultValues: emptyFields,
  });
  const { errors } = formState;

  const clearOutcome = () => {
    if (!upload.isPending && !upload.isIdle) upload.reset();
  };
  const pick = (picked: File, count: number) => {
    clearOutcome();
    const problem = count > 1 ? uploadMessages.oneFile : contractFileProblem(picked);
    setFile(problem ? null : picked);
    setFileError(problem);
  };
  const remove = () => {
    setFile(null);
    setFileError(undefined);
  };
  const requireFile = () => {
    if (!file) setFileError(franchiseMessages.contractRequired);
    return file;
  };

  const onSubmit = handleSubmit(
    ({ name, email, faxNumber }) => {
      const contract = requireFile();
      if (!contract) return;
      const form = new FormData();
      form.append('name', name);
      form.append('email', email);
      if (faxNumber) form.append(HONEYPOT_FIELD, faxNumber);
      form.append('contract', contract, contract.name);
      setProgress(0);
      upload.mutate(
        { body: form, headers: { 'idempotency-key': attemptKey }, onUploadProgress: setProgress },
        {
          onSuccess: () => {
            reset(emptyFields);
            remove();
            setAttemptKey(newIdempotencyKey());
          },
        },
      );
    },
    () => {
      clearOutcome();
      requireFile();
    },
  );

  // The server's own confirmation text (its `message` field), else the contract's.
  const confirmation = ({ message }: { message: string }) => (message.trim() ? message : franchiseMessages.submitted);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name', { onChange: clearOutcome })} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', { onChange: clearOutcome })}
      />
      <HoneypotTrapField {...register(HONEYPOT_FIELD)} />
      <PdfDropZone file={file} error={fileError} disabled={upload.isPending} onPick={pick} onRemove={remove} />
      {upload.isPending ? (
        <div className="space-y-1">
          <div className="flex justify-between text-sm text-slate-700">
            <span id={progressLabelId}>Uploading contract</span>
            <span>{progress}%</span>
          </div>
          <progress aria-labelledby={progressLabelId} value={progress} max={100} className="h-2 w-full accent-brand-700" />
        </div>
      ) : null}
      {upload.isError ? <Alert tone="error">{serverMessageOf(upload.error, UPLOAD_FAILED, 'message')}</Alert> : null}
      {upload.isSuccess ? <Alert tone="success">{confirmation(upload.data.body)}</Alert> : null}
      <Button type="submit" disabled={upload.isPending} className="w-full py-3 text-base sm:w-auto sm:px-8">
        {upload.isPending ? 'Submitting...' : 'Submit signed contract'}
      </Button>
    </form>
  );
}
