import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages, type SecondFactorProofBody } from '@contract/users';
import { failureMessage } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { clearedOnEdit, SubmitButton, SwitchViewButton } from './form-parts';

const proofFormSchema = z.object({ proof: z.string().trim().min(1, messages.secondFactorDisableProof).max(200) });

type Request = { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
type OwnerProofFormProps = {
  /** What the form is for, as its button says it ("Remove the passkey"). */
  submitLabel: string;
  request: Request;
  onProof: (body: SecondFactorProofBody) => void;
  onCancel: () => void;
  /** Whether a code can stand in for the password (the account has an authenticator app or recovery codes). */
  codeAllowed?: boolean;
};

/**
 * Asks the owner to prove it is them before a second factor is removed or the recovery codes
 * change: the password, or a current code of the app (or a recovery code).
 */
export function OwnerProofForm({ submitLabel, request, onProof, onCancel, codeAllowed = true }: OwnerProofFormProps) {
  const [withCode, setWithCode] = useState(false);
  const form = useForm({ resolver: zodResolver(proofFormSchema), reValidateMode: 'onSubmit', defaultValues: { proof: '' } });
  const field = fieldPropsOf(form, clearedOnEdit(form, request));

  return (
    <form
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 p-4"
      onSubmit={form.handleSubmit(({ proof }) => onProof(withCode ? { code: proof } : { password: proof }))}
    >
      {withCode ? (
        <TextField key="code" label="Authentication code or recovery code" autoComplete="one-time-code" required {...field('proof')} />
      ) : (
        <TextField key="password" label="Password" type="password" autoComplete="current-password" required {...field('proof')} />
      )}
      {request.isError ? <Alert tone="error">{failureMessage(request.error, 'Something went wrong. Please try again.')}</Alert> : null}
      <SubmitButton loading={request.isPending}>{submitLabel}</SubmitButton>
      <div className="flex flex-col items-center gap-2">
        {codeAllowed ? (
          <SwitchViewButton
            onClick={() => {
              setWithCode((value) => !value);
              form.reset({ proof: '' });
              request.reset();
            }}
          >
            {withCode ? 'Use your password instead' : 'Use a code instead'}
          </SwitchViewButton>
        ) : null}
        <SwitchViewButton onClick={onCancel}>Cancel</SwitchViewButton>
      </div>
    </form>
  );
}
