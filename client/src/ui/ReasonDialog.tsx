import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from './Alert';
import { Dialog } from './Dialog';
import { FormActions } from './FormActions';
import { TextAreaField } from './TextAreaField';

/** A body that is only a reason, as the contract checks it (its messages are the field's). */
type ReasonSchema = z.ZodType<{ reason: string }, z.ZodTypeDef, { reason: string }>;

type ReasonDialogProps = {
  title: string;
  size?: 'sm' | 'md';
  /** What is asked for, above the form. */
  children: ReactNode;
  schema: ReasonSchema;
  texts: { reason: string; reasonHint: string; submit: string; pending: string };
  rows: number;
  /** The most the field takes, as the contract's schema says (1,000 when not given). */
  maxLength?: number;
  /** The request the reason is sent with: its failure is told above the buttons, which wait while it is on its way. */
  request: { isError: boolean; error: unknown; isPending: boolean };
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/** A dialog that asks why (a required reason, up to 1,000 characters unless told) before a request is sent. */
export function ReasonDialog({ title, size, children, schema, texts, rows, maxLength = 1000, request, onSubmit, onClose }: ReasonDialogProps) {
  const { register, handleSubmit, formState } = useForm<z.input<ReasonSchema>, unknown, z.output<ReasonSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) => onSubmit(reason));

  return (
    <Dialog title={title} onClose={onClose} size={size}>
      {children}
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
        <TextAreaField label={texts.reason} hint={texts.reasonHint} rows={rows} maxLength={maxLength} required error={formState.errors.reason?.message} {...register('reason')} />
        {request.isError ? <Alert tone="error">{serverMessageOf(request.error, loadErrorText(request.error), 'message')}</Alert> : null}
        <FormActions onCancel={onClose} submitLabel={texts.submit} pendingLabel={texts.pending} pending={request.isPending} />
      </form>
    </Dialog>
  );
}
