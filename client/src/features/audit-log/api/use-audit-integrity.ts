import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { auditLogKeys } from './audit-log-keys';

/**
 * GET /audit-log/integrity: the server walks the whole hash chain, so it is asked once per visit
 * (and again on reload), not on every filter change or focus.
 */
export const auditIntegrityQuery = () =>
  ({
    queryKey: auditLogKeys.integrity,
    queryData: { auth: 'required' },
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: retryNetworkFailureOnce,
  }) satisfies ReadOptions<typeof tsr.auditLog.verify>;

export function useAuditIntegrity() {
  return tsr.auditLog.verify.useQuery({ ...auditIntegrityQuery(), select: selectBody });
}
