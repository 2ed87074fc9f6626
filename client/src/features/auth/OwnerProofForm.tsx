import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages, type SecondFactorProofBody, type SecondFactorStatus } from '@contract/users';
import { Alert } from '@/ui/Alert';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { passkeyFailure, type NewFactorProof } from './api/use-passkeys';
import { clearedOnEdit, SubmitButton, SwitchViewButton } from './form-parts';

const proofSchema = (required: string) => z.object({ proof: z.string().trim().min(1, required).max(200) });
const requiredMessage = { 'password-or-code': messages.secondFactorDisableProof, password: messages.newFactorNeedsPassword, 'second-factor': messages.newFactorNeedsSecondFactor };

type Request = { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
type OwnerProofFormProps = {
  /** What the form is for, as its button says it ("Remove the passkey"). */
  submitLabel: string;
  request: Request;
  onProof: (body: SecondFactorProofBody) => void;
  onCancel: () => void;
  /** Whether a code can stand in for the password (the account has an authenticator app or recovery codes). */
  codeAllowed?: boolean;
  /**
   * What proves the owner: the password or a code (removing a factor, new recovery codes), or, to
   * add a factor, the password alone while the account has none and a second factor once it has one.
   */
  ways?: 'password-or-code' | 'password' | 'second-factor';
  /** With a passkey on the account: confirms with it instead (the browser's prompt). */
  onPasskey?: () => void;
};

/**
 * Asks the owner to prove it is them before the second factors change: the password, a current
 * code of the app (or a recovery code), or a passkey, as `ways` allows.
 */
export function OwnerProofForm({ submitLabel, request, onProof, onCancel, codeAllowed = true, ways = 'password-or-code', onPasskey }: OwnerProofFormProps) {
  const [codeChosen, setCodeChosen] = useState(false);
  const withCode = ways === 'second-factor' || (ways === 'password-or-code' && codeChosen);
  const form = useForm({ resolver: zodResolver(proofSchema(requiredMessage[ways])), reValidateMode: 'onSubmit', defaultValues: { proof: '' } });
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
      {request.isError ? <Alert tone="error">{passkeyFailure(request.error, 'Something went wrong. Please try again.')}</Alert> : null}
      <SubmitButton loading={request.isPending}>{submitLabel}</SubmitButton>
      <div className="flex flex-col items-center gap-2">
        {onPasskey ? (
          <SwitchViewButton
            onClick={() => {
              request.reset();
              onPasskey();
            }}
          >
            Confirm with a passkey instead
          </SwitchViewButton>
        ) : null}
        {codeAllowed && ways === 'password-or-code' ? (
          <SwitchViewButton
            onClick={() => {
              setCodeChosen((value) => !value);
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

/**
 * The owner's proof before a factor is added: the password while the account has no second
 * factor; once it has one, a current code, or one of its passkeys.
 */
export function NewFactorProofStep({
  status,
  submitLabel,
  request,
  onProof,
  onCancel,
}: {
  status: SecondFactorStatus;
  submitLabel: string;
  request: Request;
  onProof: (proof: NewFactorProof) => void;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {status.enabled
          ? 'To confirm it is you, enter a code from your authenticator app or a recovery code, or use one of your passkeys.'
          : 'To confirm it is you, enter your password.'}
      </p>
      <OwnerProofForm
        submitLabel={submitLabel}
        request={request}
        ways={status.enabled ? 'second-factor' : 'password'}
        onProof={onProof}
        onPasskey={status.passkeys.length > 0 ? () => onProof('passkey') : undefined}
        onCancel={onCancel}
      />
    </div>
  );
}
