import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { replacementRequestBodySchema, type TeamPlacement } from '@contract/placements';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { FormActions } from '@/ui/FormActions';
import { TextAreaField } from '@/ui/TextAreaField';
import { useRequestReplacement } from '@/features/placements/api/use-request-replacement';
import { teamTexts } from './team-texts';

type RequestReplacementDialogProps = {
  placement: TeamPlacement;
  onClose: () => void;
  onSent: (message: string) => void;
};

/** Customer: asks for someone else in one talent's seat, with a reason. */
export function RequestReplacementDialog({ placement, onClose, onSent }: RequestReplacementDialogProps) {
  const request = useRequestReplacement();
  const { register, handleSubmit, formState } = useForm<z.input<typeof replacementRequestBodySchema>, unknown, z.output<typeof replacementRequestBodySchema>>({
    resolver: zodResolver(replacementRequestBodySchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) =>
    request.mutate({ params: { id: placement._id }, body: { reason }, auth: 'required' }, { onSuccess: ({ body }) => onSent(body.message) }),
  );
  const name = `${placement.talent.firstName} ${placement.talent.lastName}`;

  return (
    <Dialog title={teamTexts.requestTitle} onClose={onClose}>
      <p className="text-sm text-slate-800">
        You would like someone other than <span className="font-semibold">{name}</span> ({placement.role}). We will look for a replacement and tell you who it
        is and when they start.
      </p>
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
        <TextAreaField label={teamTexts.reason} hint={teamTexts.reasonHint} rows={4} maxLength={1000} required error={formState.errors.reason?.message} {...register('reason')} />
        {request.isError ? <Alert tone="error">{serverMessageOf(request.error, loadErrorText(request.error), 'message')}</Alert> : null}
        <FormActions onCancel={onClose} submitLabel={teamTexts.send} pendingLabel={teamTexts.sending} pending={request.isPending} />
      </form>
    </Dialog>
  );
}
