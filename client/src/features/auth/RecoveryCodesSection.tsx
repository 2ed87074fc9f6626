import { useState } from 'react';
import type { SecondFactorStatus } from '@contract/users';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useRenewRecoveryCodes } from './api/use-passkeys';
import { OwnerProofForm } from './OwnerProofForm';

/** How many recovery codes are left, and ten new ones in place of the old, after the password or a code. */
export function RecoveryCodesSection({ status, onNewCodes }: { status: SecondFactorStatus; onNewCodes: (codes: string[]) => void }) {
  const [renewing, setRenewing] = useState(false);
  const renew = useRenewRecoveryCodes();
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-3">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-brand-950">
        Recovery codes
      </h2>
      <p className="text-sm text-slate-700">
        Recovery codes left: <strong>{status.recoveryCodesLeft}</strong>. Each one lets you log in once if your phone or passkey is not at hand.
      </p>
      {status.recoveryCodesLeft <= 3 ? <Alert tone="info">You are running out of recovery codes. Get new ones and keep them somewhere safe.</Alert> : null}
      {renewing ? (
        <OwnerProofForm
          submitLabel="Get new recovery codes"
          request={renew}
          codeAllowed
          onCancel={() => {
            setRenewing(false);
            renew.reset();
          }}
          onProof={(body) =>
            renew.mutate(
              { body },
              {
                onSuccess: (answer) => {
                  setRenewing(false);
                  onNewCodes(answer.recoveryCodes);
                },
              },
            )
          }
        />
      ) : (
        <Button variant="outline" onClick={() => setRenewing(true)}>
          Get new recovery codes
        </Button>
      )}
    </section>
  );
}

/** Shown once, right after codes are made: the server keeps only their hashes. */
export function RecoveryCodes({ codes, renewed, onDone }: { codes: string[]; renewed: boolean; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <div className="space-y-4">
      <Alert tone="success">{renewed ? 'Your new recovery codes are ready. The old ones no longer work.' : 'Two-step sign-in is on.'}</Alert>
      <h2 className="font-semibold text-brand-950">Save your recovery codes</h2>
      <p className="text-sm text-slate-700">
        If you lose your phone or passkey, each of these codes lets you log in once instead. Keep them somewhere safe, such as a password manager.
        They are shown only now.
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
