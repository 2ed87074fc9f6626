import { useQuery } from '@tanstack/react-query';
import { auditLogContract } from '@contract/audit-log';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { auditLogKeys } from './use-audit-log';

/**
 * GET /audit-log/integrity: the server walks the whole hash chain, so it is asked once per visit
 * (and again on reload), not on every filter change or focus.
 */
export function useAuditIntegrity() {
  return useQuery({
    queryKey: auditLogKeys.integrity(),
    queryFn: async ({ signal }) =>
      expectBody(await api.auditLog.verify({ auth: 'required', fetchOptions: { signal } }), 200, auditLogContract.verify.responses[200]),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: retryNetworkFailureOnce,
  });
}
