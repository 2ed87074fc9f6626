import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { invalidateKeys, staleAfter } from '@/lib/query-keys';
import { inboxReadOptions } from '@/ui/inbox/inbox-query';
import { adminHomeKeys } from './admin-home-keys';

/** GET /admin/mail/undelivered: e-mails whose every try failed, asked for only when there are some. */
export const undeliveredMailQuery = ({ enabled }: { enabled: boolean }) =>
  ({ queryKey: adminHomeKeys.undeliveredMail, queryData: { auth: 'required' }, enabled, ...inboxReadOptions }) satisfies ReadOptions<typeof tsr.mail.listUndeliveredMail>;

export function useUndeliveredMail({ enabled }: { enabled: boolean }) {
  return tsr.mail.listUndeliveredMail.useQuery({ ...undeliveredMailQuery({ enabled }), select: selectBody });
}

/** POST /admin/mail/{id}/resend; the list and the home's count are fetched again after it. */
export function useResendMail() {
  const queryClient = tsr.useQueryClient();
  return tsr.mail.resendMail.useMutation({
    onSettled: () => invalidateKeys(queryClient, [adminHomeKeys.undeliveredMail, ...staleAfter.adminCountsChange]),
  });
}
