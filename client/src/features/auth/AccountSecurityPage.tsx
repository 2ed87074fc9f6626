import { useState, type ReactNode } from 'react';
import { failureMessage } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { PageTitle } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { Alert } from '@/ui/Alert';
import { useSecondFactorStatus } from './api/use-second-factor';
import { AuthenticatorAppSection } from './AuthenticatorAppSection';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodes, RecoveryCodesSection } from './RecoveryCodesSection';

const FAILED = 'Something went wrong. Please try again.';

/**
 * /account/security, for any signed-in user: two-step sign-in with an authenticator app, passkeys,
 * or both, and the recovery codes that stand in for either. New recovery codes are shown once,
 * in place of the page, until the owner says they saved them.
 */
export function AccountSecurityPage() {
  const { user } = useSession();
  const status = useSecondFactorStatus(user?.id ?? '');
  const [shownCodes, setShownCodes] = useState<{ codes: string[]; renewed: boolean } | null>(null);

  let body: ReactNode;
  if (shownCodes) {
    body = <RecoveryCodes codes={shownCodes.codes} renewed={shownCodes.renewed} onDone={() => setShownCodes(null)} />;
  } else if (status.isPending) {
    body = (
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    );
  } else if (status.isError) {
    body = <Alert tone="error">{failureMessage(status.error, FAILED)}</Alert>;
  } else {
    const current = status.data;
    const firstCodes = (codes: string[]) => setShownCodes({ codes, renewed: false });
    body = (
      <div className="space-y-8">
        {current.enabled ? (
          <Alert tone="success">Two-step sign-in is on since {formatDateTime(current.confirmedAt)}.</Alert>
        ) : current.required ? (
          <Alert tone="info">
            Administrators must use two-step sign-in. Add a passkey or set up an authenticator app below; the admin pages open once it is on.
          </Alert>
        ) : (
          <p className="text-sm text-slate-700">
            Two-step sign-in asks for a second proof after your password, so your password alone is not enough to get into your account. Use an
            authenticator app, a passkey, or both.
          </p>
        )}
        {current.enabled && current.required ? (
          <p className="text-sm text-slate-700">Administrators must keep two-step sign-in on to use the admin pages.</p>
        ) : null}
        <PasskeysSection status={current} onRecoveryCodes={firstCodes} />
        <AuthenticatorAppSection status={current} onRecoveryCodes={firstCodes} />
        {current.enabled ? <RecoveryCodesSection status={current} onNewCodes={(codes) => setShownCodes({ codes, renewed: true })} /> : null}
      </div>
    );
  }

  return (
    <section className="flex-1 bg-slate-50 px-4 py-16 sm:py-24">
      <PageTitle page="Account security" />
      <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-950">Account security</h1>
        <p className="mt-1 mb-6 text-base font-medium text-slate-700">Two-step sign-in</p>
        {body}
      </div>
    </section>
  );
}
