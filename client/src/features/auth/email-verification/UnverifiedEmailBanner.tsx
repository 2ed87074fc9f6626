import { serverMessageOf } from '@/lib/api-errors';
import type { SessionUser } from '@contract/users';
import { useRefreshedSession, useSendVerificationEmail } from '@/features/auth/api/email-verification';

const SEND_FAILED = 'The link could not be sent. Please try again in a moment.';

/**
 * Across the top of every page while the signed-in account's address is not verified: where the
 * link went, and a button for a new one. It reads the session again once, so a link opened on
 * another device takes the banner away here too.
 */
export function UnverifiedEmailBanner({ user }: { user: Pick<SessionUser, 'email'> }) {
  useRefreshedSession(true);
  const send = useSendVerificationEmail();
  return (
    <div role="region" aria-label="E-mail verification" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Please verify your e-mail address: we sent a link to <span className="font-semibold break-all">{user.email}</span>. Until then you can
          look around, but not buy a plan.
        </p>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <button
            type="button"
            className="rounded-lg border border-amber-300 bg-white px-3 py-1.5 font-semibold text-amber-950 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none disabled:opacity-60"
            disabled={send.isPending}
            onClick={() => send.mutate({ auth: 'required' })}
          >
            {send.isPending ? 'Sending...' : 'Send a new link'}
          </button>
          <p role="status" className="min-h-5">
            {send.isSuccess ? send.data.body.message : send.isError ? serverMessageOf(send.error, SEND_FAILED, 'message') : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
