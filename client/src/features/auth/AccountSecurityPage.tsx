import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { confirmSecondFactorBodySchema, messages, type SecondFactorEnrolment, type SecondFactorStatus } from '@contract/users';
import { failureMessage } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { PageTitle } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useConfirmSecondFactor, useDisableSecondFactor, useSecondFactorStatus, useStartSecondFactor } from './api/use-second-factor';
import { clearedOnEdit, SubmitButton, SwitchViewButton } from './form-parts';

const FAILED = 'Something went wrong. Please try again.';

/**
 * /account/security, for any signed-in user: two-step sign-in with an authenticator app. Off: set
 * it up (QR code and the key as text, then a first code), and see the recovery codes once. On:
 * how many recovery codes are left, and turning it off with the password or a code.
 */
export function AccountSecurityPage() {
  const { user } = useSession();
  const status = useSecondFactorStatus(user?.id ?? '');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body: ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (status.isPending) {
    body = (
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    );
  } else if (status.isError) {
    body = <Alert tone="error">{failureMessage(status.error, FAILED)}</Alert>;
  } else if (status.data.enabled) {
    body = <SecondFactorOn status={status.data} />;
  } else {
    body = <SecondFactorSetup required={status.data.required} onConfirmed={setRecoveryCodes} />;
  }

  return (
    <section className="flex-1 bg-slate-50 px-4 py-16 sm:py-24">
      <PageTitle page="Account security" />
      <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-950">Account security</h1>
        <h2 className="mt-1 mb-6 text-base font-medium text-slate-700">Two-step sign-in</h2>
        {body}
      </div>
    </section>
  );
}

const confirmFormSchema = z.object({ code: confirmSecondFactorBodySchema.shape.code.regex(/^\d{6}$/, 'Enter the 6-digit code') });

function SecondFactorSetup({ required, onConfirmed }: { required: boolean; onConfirmed: (codes: string[]) => void }) {
  const start = useStartSecondFactor();
  return (
    <div className="space-y-4">
      {required ? <Alert tone="info">{messages.secondFactorRequired}</Alert> : null}
      <p className="text-sm text-slate-700">
        Two-step sign-in asks for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or
        1Password) each time you log in, so your password alone is not enough to get into your account.
      </p>
      {start.data ? (
        <EnrolmentSteps enrolment={start.data} onConfirmed={onConfirmed} />
      ) : (
        <>
          {start.isError ? <Alert tone="error">{failureMessage(start.error, FAILED)}</Alert> : null}
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? 'Loading...' : 'Set up an authenticator app'}
          </Button>
        </>
      )}
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
          onSubmit={form.handleSubmit((body) => confirm.mutate({ body }, { onSuccess: (answer) => onConfirmed(answer.recoveryCodes) }))}
        >
          <TextField label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...field('code')} />
          {confirm.isError ? <Alert tone="error">{failureMessage(confirm.error, FAILED)}</Alert> : null}
          <SubmitButton loading={confirm.isPending}>Turn on two-step sign-in</SubmitButton>
        </form>
      </li>
    </ol>
  );
}

/** Shown once, right after the factor is turned on: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <div className="space-y-4">
      <Alert tone="success">Two-step sign-in is on.</Alert>
      <h3 className="font-semibold text-brand-950">Save your recovery codes</h3>
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes lets you log in once instead of a code from the app. Keep them somewhere safe, such as a
        password manager. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        I saved my recovery codes in a safe place
      </label>
      <Button onClick={onDone} disabled={!saved}>
        Done
      </Button>
    </div>
  );
}

const disableFormSchema = z.object({ proof: z.string().trim().min(1, messages.secondFactorDisableProof).max(200) });

function SecondFactorOn({ status }: { status: SecondFactorStatus }) {
  const [withCode, setWithCode] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const disable = useDisableSecondFactor();
  const form = useForm({ resolver: zodResolver(disableFormSchema), reValidateMode: 'onSubmit', defaultValues: { proof: '' } });
  const field = fieldPropsOf(form, clearedOnEdit(form, disable));

  return (
    <div className="space-y-4">
      <Alert tone="success">Two-step sign-in is on since {formatDateTime(status.confirmedAt)}.</Alert>
      <p className="text-sm text-slate-700">
        Recovery codes left: <strong>{status.recoveryCodesLeft}</strong>
        {status.recoveryCodesLeft <= 3 ? '. Turn two-step sign-in off and on again for 10 new ones.' : null}
      </p>
      {status.required ? <p className="text-sm text-slate-700">Administrators must keep two-step sign-in on to use the admin pages.</p> : null}
      {turningOff ? (
        <form
          noValidate
          className="space-y-4 rounded-lg border border-slate-200 p-4"
          onSubmit={form.handleSubmit(({ proof }) => disable.mutate({ body: withCode ? { code: proof } : { password: proof } }))}
        >
          {withCode ? (
            <TextField key="code" label="Authentication code or recovery code" autoComplete="one-time-code" required {...field('proof')} />
          ) : (
            <TextField key="password" label="Password" type="password" autoComplete="current-password" required {...field('proof')} />
          )}
          {disable.isError ? <Alert tone="error">{failureMessage(disable.error, FAILED)}</Alert> : null}
          <SubmitButton loading={disable.isPending}>Turn off two-step sign-in</SubmitButton>
          <div className="flex flex-col items-center gap-2">
            <SwitchViewButton
              onClick={() => {
                setWithCode((value) => !value);
                form.reset({ proof: '' });
                disable.reset();
              }}
            >
              {withCode ? 'Use your password instead' : 'Use a code instead'}
            </SwitchViewButton>
            <SwitchViewButton onClick={() => setTurningOff(false)}>Cancel</SwitchViewButton>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setTurningOff(true)}>
          Turn off two-step sign-in
        </Button>
      )}
    </div>
  );
}
