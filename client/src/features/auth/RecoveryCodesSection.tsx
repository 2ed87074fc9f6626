import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { company } from '@contract/catalogues/company';
import type { SecondFactorStatus } from '@contract/users';
import { useSession } from '@/lib/session';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { saveBlob } from '@/ui/list-kit/save-blob';
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
              { body, auth: 'required' },
              {
                onSuccess: (answer) => {
                  setRenewing(false);
                  onNewCodes(answer.body.recoveryCodes);
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

/** What the downloaded file holds: whose codes they are, when they were made, the codes, and how to use them. */
export function recoveryCodesFile(codes: string[], email: string, madeAt: Date): string {
  return [
    `${company.brand} recovery codes for ${email}`,
    `Made ${madeAt.toUTCString().replace('GMT', 'UTC')}. New codes replace these.`,
    '',
    ...codes,
    '',
    'Each code lets you log in once, after your password, when your authenticator app or passkey is not at hand.',
    '',
  ].join('\n');
}

const FILE_NAME = `${company.brand.toLowerCase().replace(/\s+/g, '-')}-recovery-codes.txt`;

/** Shown once, right after codes are made: the server keeps only their hashes. They can be copied or downloaded whole. */
export function RecoveryCodes({ codes, renewed, onDone }: { codes: string[]; renewed: boolean; onDone: () => void }) {
  const { user } = useSession();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  const download = () => saveBlob(new Blob([recoveryCodesFile(codes, user?.email ?? '', new Date())], { type: 'text/plain;charset=utf-8' }), FILE_NAME);
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
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy all codes
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download as a .txt file
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied === 'copied' ? 'The 10 codes are copied. Paste them somewhere safe.' : null}
        {copied === 'failed' ? 'This browser did not let the page copy. Download the codes, or select and copy them.' : null}
      </p>
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
