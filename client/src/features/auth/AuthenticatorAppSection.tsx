import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { confirmSecondFactorBodySchema, type SecondFactorEnrolment, type SecondFactorStatus } from '@contract/users';
import { failureMessage } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useConfirmSecondFactor, useDisableSecondFactor, useStartSecondFactor } from './api/use-second-factor';
import { clearedOnEdit, SubmitButton } from './form-parts';
import { NewFactorProofStep, OwnerProofForm } from './OwnerProofForm';

const FAILED = 'Something went wrong. Please try again.';

/**
 * The authenticator app: off, set it up (the owner's proof, the QR code and the key as text, then
 * a first code); on, remove it with the password or a code.
 */
export function AuthenticatorAppSection({ status, onRecoveryCodes }: { status: SecondFactorStatus; onRecoveryCodes: (codes: string[]) => void }) {
  return (
    <section aria-labelledby="authenticator-app-heading" className="space-y-3">
      <h2 id="authenticator-app-heading" className="text-lg font-semibold text-brand-950">
        Authenticator app
      </h2>
      {status.authenticatorApp ? <AppOn /> : <AppSetup status={status} onConfirmed={onRecoveryCodes} />}
    </section>
  );
}

const confirmFormSchema = z.object({ code: confirmSecondFactorBodySchema.shape.code.regex(/^\d{6}$/, 'Enter the 6-digit code') });

function AppSetup({ status, onConfirmed }: { status: SecondFactorStatus; onConfirmed: (codes: string[]) => void }) {
  const start = useStartSecondFactor();
  const [proving, setProving] = useState(false);
  let step;
  if (start.data) step = <EnrolmentSteps enrolment={start.data} onConfirmed={onConfirmed} />;
  else if (proving)
    step = (
      <NewFactorProofStep
        status={status}
        submitLabel="Continue"
        request={start}
        onProof={(proof) => start.mutate(proof)}
        onCancel={() => {
          setProving(false);
          start.reset();
        }}
      />
    );
  else step = <Button onClick={() => setProving(true)}>Set up an authenticator app</Button>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        An authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) shows a new 6-digit code every 30
        seconds to enter after your password.
      </p>
      {step}
    </div>
  );
}

function EnrolmentSteps({ enrolment, onConfirmed }: { enrolment: SecondFactorEnrolment; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmSecondFactor();
  const form = useForm({ resolver: zodResolver(confirmFormSchema), reValidateMode: 'onSubmit', defaultValues: { code: '' } });
  const field = fieldPropsOf(form, clearedOnEdit(form, confirm));
  const groupedSecret = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;

  return (
    <ol className="space-y-6">
      <li>
        <h3 className="font-semibold text-brand-950">1. Scan this QR code with your authenticator app</h3>
        <img src={enrolment.qrCodeDataUrl} alt="QR code for your authenticator app" width={200} height={200} decoding="async" className="mt-3 h-48 w-48 rounded-lg border border-slate-200 bg-white p-2" />
        <p className="mt-3 text-sm text-slate-700">Cannot scan it? Enter this key in the app instead:</p>
        <code data-testid="second-factor-secret" className="mt-1 block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900">
          {groupedSecret}
        </code>
      </li>
      <li>
        <h3 className="font-semibold text-brand-950">2. Enter the 6-digit code the app shows</h3>
        <form
          noValidate
          className="mt-3 space-y-4"
          onSubmit={form.handleSubmit((body) => confirm.mutate({ body, auth: 'required' }, { onSuccess: (answer) => onConfirmed(answer.body.recoveryCodes) }))}
        >
          <TextField label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...field('code')} />
          {confirm.isError ? <Alert tone="error">{failureMessage(confirm.error, FAILED)}</Alert> : null}
          <SubmitButton loading={confirm.isPending}>Turn on two-step sign-in</SubmitButton>
        </form>
      </li>
    </ol>
  );
}

function AppOn() {
  const [removing, setRemoving] = useState(false);
  const disable = useDisableSecondFactor();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">Your authenticator app is set up: after your password, enter the code it shows.</p>
      {removing ? (
        <OwnerProofForm
          submitLabel="Remove the authenticator app"
          request={disable}
          onCancel={() => {
            setRemoving(false);
            disable.reset();
          }}
          onProof={(body) => disable.mutate({ body, auth: 'required' })}
        />
      ) : (
        <Button variant="outline" onClick={() => setRemoving(true)}>
          Remove the authenticator app
        </Button>
      )}
    </div>
  );
}
