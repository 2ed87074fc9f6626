import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useResendMail, useUndeliveredMail } from './api/use-undelivered-mail';

export const UNDELIVERED_HEADING = 'E-mails that could not be delivered';

/**
 * Shown on the admin home while mail is undelivered: who it was for, what it was about, why the
 * mail server refused it, and a button that sends it again.
 */
export function UndeliveredMailPanel({ count }: { count: number }) {
  const list = useUndeliveredMail({ enabled: count > 0 });
  const resend = useResendMail();
  const [resent, setResent] = useState<string | undefined>();
  if (count === 0 && !resent) return null;

  const mails = list.data?.mails ?? [];
  return (
    <section aria-labelledby="undelivered-mail" className="mt-10 rounded-2xl border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="undelivered-mail" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <MailWarning className="h-5 w-5 text-red-700" aria-hidden="true" />
        {UNDELIVERED_HEADING} ({count})
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every try failed over about 40 minutes. Check the mail server settings, then send them again.
      </p>
      {resent ? (
        <Alert tone="success" className="mt-4">
          {resent}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert tone="error" className="mt-4">
          {serverMessageOf(resend.error, 'The e-mail could not be queued again. Please try again.', 'message')}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert tone="error" className="mt-4">
          {loadErrorText(list.error)}
        </Alert>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200" aria-busy={list.isPending && count > 0}>
        {mails.map((mail) => (
          <li key={mail.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
              <p className="text-sm break-all text-slate-700">To {mail.to}</p>
              <p className="text-sm text-slate-600">
                {mail.attempts} tries, last on {formatDateTime(mail.failedAt)}
                {mail.lastError ? <span className="break-words">: {mail.lastError}</span> : null}
              </p>
            </div>
            <Button
              variant="outline"
              className="shrink-0 self-start sm:self-center"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate({ params: { id: mail.id }, auth: 'required' }, {
                  onSuccess: () => setResent(`The e-mail to ${mail.to} will be sent again.`),
                })
              }
            >
              Send again
            </Button>
          </li>
        ))}
      </ul>
      {list.data && list.data.total > mails.length ? (
        <p className="mt-2 text-sm text-slate-600">The newest {mails.length} of {list.data.total} are shown.</p>
      ) : null}
    </section>
  );
}
