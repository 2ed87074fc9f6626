import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { auditLogKeys } from './use-audit-log';

/**
 * GET /audit-log/integrity: the server walks the whole hash chain, so it is asked once per visit
 * (and again on reload), not on every filter change or focus.
 */
export function useAuditIntegrity() {
  return tsr.auditLog.verify.useQuery({
    queryKey: auditLogKeys.integrity(),
    queryData: { auth: 'required' },
    select: (answer) => answer.body,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: retryNetworkFailureOnce,
  });
}
