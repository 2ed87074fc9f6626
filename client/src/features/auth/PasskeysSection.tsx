import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { addPasskeyBodySchema } from '@contract/passkeys';
import type { Passkey, SecondFactorStatus } from '@contract/users';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useAddPasskey, useRemovePasskey, type NewFactorProof } from './api/use-passkeys';
import { clearedOnEdit, SubmitButton } from './form-parts';
import { NewFactorProofStep, OwnerProofForm } from './OwnerProofForm';

const nameFormSchema = z.object({ name: addPasskeyBodySchema.shape.name });

/** A name the browser suggests for a new passkey: the kind of device it is made on. */
function suggestedName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return 'iPhone or iPad';
  if (/Android/.test(agent)) return 'Android phone';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return 'Windows computer';
  return 'My passkey';
}

/**
 * The account's passkeys: each with when it was added and last used, and a way to remove it
 * (after the password); and a new one, named, proven by the owner (the password, or a current
 * second factor once there is one), then made by the browser (fingerprint, face, screen lock or
 * security key).
 */
export function PasskeysSection({ status, onRecoveryCodes }: { status: SecondFactorStatus; onRecoveryCodes: (codes: string[]) => void }) {
  const add = useAddPasskey();
  const form = useForm({ resolver: zodResolver(nameFormSchema), reValidateMode: 'onSubmit', defaultValues: { name: suggestedName() } });
  const field = fieldPropsOf(form, clearedOnEdit(form, add));
  const [added, setAdded] = useState<string | null>(null);
  // The name given, while the owner proves it is them (the step after the name).
  const [naming, setNaming] = useState<string | null>(null);
  const addWith = (name: string, proof: NewFactorProof) =>
    add.mutate(
      { name, proof },
      {
        onSuccess: (answer) => {
          setNaming(null);
          setAdded(answer.passkey.name);
          if (answer.recoveryCodes.length > 0) onRecoveryCodes(answer.recoveryCodes);
        },
      },
    );

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3">
      <h2 id="passkeys-heading" className="text-lg font-semibold text-brand-950">
        Passkeys
      </h2>
      <p className="text-sm text-slate-700">
        A passkey confirms it is you with your fingerprint, face, screen lock or a security key, with nothing to type. It works only on this site.
      </p>
      {status.passkeys.length > 0 ? (
        <ul aria-label="Your passkeys" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {status.passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} codeAllowed={status.authenticatorApp || status.recoveryCodesLeft > 0} />
          ))}
        </ul>
      ) : null}
      {added ? <Alert tone="success">Passkey “{added}” added.</Alert> : null}
      {naming === null ? (
        <form
          noValidate
          className="space-y-4 rounded-lg bg-slate-50 p-4"
          onSubmit={form.handleSubmit(({ name }) => {
            add.reset();
            setNaming(name);
          })}
        >
          <TextField label="Name of the new passkey" autoComplete="off" hint="So you can tell your passkeys apart, such as “Work laptop”." required {...field('name')} />
          <SubmitButton loading={false}>Add a passkey</SubmitButton>
        </form>
      ) : (
        <NewFactorProofStep
          status={status}
          submitLabel={`Add the passkey “${naming}”`}
          request={add}
          onProof={(proof) => addWith(naming, proof)}
          onCancel={() => {
            setNaming(null);
            add.reset();
          }}
        />
      )}
    </section>
  );
}

function PasskeyItem({ passkey, codeAllowed }: { passkey: Passkey; codeAllowed: boolean }) {
  const [removing, setRemoving] = useState(false);
  const remove = useRemovePasskey();
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{passkey.name}</p>
          <p className="text-sm text-slate-600">
            Added {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : 'not used yet'}
          </p>
        </div>
        {removing ? null : (
          <Button variant="outline" onClick={() => setRemoving(true)} aria-label={`Remove passkey ${passkey.name}`}>
            Remove
          </Button>
        )}
      </div>
      {removing ? (
        <OwnerProofForm
          submitLabel="Remove the passkey"
          request={remove}
          codeAllowed={codeAllowed}
          onCancel={() => {
            setRemoving(false);
            remove.reset();
          }}
          onProof={(body) => remove.mutate({ params: { id: passkey.id }, body, auth: 'required' })}
        />
      ) : null}
    </li>
  );
}
