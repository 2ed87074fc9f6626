import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';

/** GET /admin/mail/undelivered: e-mails whose every try failed, asked for only when there are some. */
export function useUndeliveredMail({ enabled }: { enabled: boolean }) {
  return tsr.mail.listUndeliveredMail.useQuery({
    queryKey: inboxKeys.undeliveredMail(),
    queryData: { auth: 'required' },
    select: (answer) => answer.body,
    enabled,
    refetchInterval: INBOX_REFRESH_MS,
    retry: retryNetworkFailureOnce,
  });
}

/** POST /admin/mail/{id}/resend; the list and the home's count are fetched again after it. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return tsr.mail.resendMail.useMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.undeliveredMail() }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.overview() }),
      ]),
  });
}
