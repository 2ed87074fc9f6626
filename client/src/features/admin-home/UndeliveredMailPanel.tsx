import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { useResendMail, useUndeliveredMail } from './api/use-undelivered-mail';
import { ActionOutcome, AttentionPanel, RetryItem } from './AttentionPanel';

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
    <AttentionPanel
      headingId="undelivered-mail"
      tone="failure"
      icon={MailWarning}
      heading={`${UNDELIVERED_HEADING} (${count})`}
      intro="Every try failed over about 40 minutes. Check the mail server settings, then send them again."
    >
      <ActionOutcome done={resent} request={resend} failure="The e-mail could not be queued again. Please try again." />
      {list.isError ? (
        <Alert tone="error" className="mt-4">
          {loadErrorText(list.error)}
        </Alert>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200" aria-busy={list.isPending && count > 0}>
        {mails.map((mail) => (
          <RetryItem
            key={mail.id}
            title={mail.subject}
            detail={`To ${mail.to}`}
            tries={mail.attempts}
            lastTriedAt={mail.failedAt}
            error={mail.lastError}
            action="Send again"
            pending={resend.isPending}
            onRetry={() => resend.mutate({ params: { id: mail.id }, auth: 'required' }, { onSuccess: () => setResent(`The e-mail to ${mail.to} will be sent again.`) })}
          />
        ))}
      </ul>
      {list.data && list.data.total > mails.length ? (
        <p className="mt-2 text-sm text-slate-600">The newest {mails.length} of {list.data.total} are shown.</p>
      ) : null}
    </AttentionPanel>
  );
}
