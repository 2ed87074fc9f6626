import { auditActions } from '@contract/audit-log';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, selectPage } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { auditLogKeys } from './audit-log-keys';

/** The one order of the audit log: newest first. */
export const auditLogSorts = ['occurredAt_desc'] as const;
export type AuditLogSort = (typeof auditLogSorts)[number];
export const auditLogFilters = ['action', 'targetId', 'from', 'to'] as const;

/** The search box is the actor filter (part of the admin's e-mail); the rest are the screen's filters. */
export type AuditLogParams = ListParams<AuditLogSort, (typeof auditLogFilters)[number]>;

/** GET /admin/audit-log: one page, newest first, filtered on the server. */
export function auditLogQuery(params: AuditLogParams) {
  const filters = {
    actor: params.q || undefined,
    action: knownFilter(auditActions, params.action),
    targetId: params.targetId || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
  };
  return { queryKey: auditLogKeys.list(params), queryData: pageRequest(params, filters), ...listQueryOptions } satisfies ReadOptions<typeof tsr.auditLog.listAuditLog>;
}

export function useAuditLog(params: AuditLogParams) {
  return tsr.auditLog.listAuditLog.useQuery({ ...auditLogQuery(params), select: selectPage('entries') });
}
