import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailContract } from '@contract/mail';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';

/** GET /admin/mail/undelivered: e-mails whose every try failed, asked for only when there are some. */
export function useUndeliveredMail({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: inboxKeys.undeliveredMail(),
    queryFn: async ({ signal }) =>
      expectBody(
        await api.mail.listUndeliveredMail({ auth: 'required', fetchOptions: { signal } }),
        200,
        mailContract.listUndeliveredMail.responses[200],
      ),
    enabled,
    refetchInterval: INBOX_REFRESH_MS,
    retry: retryNetworkFailureOnce,
  });
}

/** POST /admin/mail/{id}/resend; the list and the home's count are fetched again after it. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      expectBody(
        await api.mail.resendMail({ params: { id }, auth: 'required' }),
        202,
        mailContract.resendMail.responses[202],
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.undeliveredMail() }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.overview() }),
      ]),
  });
}
