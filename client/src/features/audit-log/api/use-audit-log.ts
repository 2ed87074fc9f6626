import { auditActions } from '@contract/audit-log';
import { tsr } from '@/lib/api-client';
import { listPageOf, listQueryOptions } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';

/** The one order of the audit log: newest first. */
export const auditLogSorts = ['occurredAt_desc'] as const;
export type AuditLogSort = (typeof auditLogSorts)[number];
export const auditLogFilters = ['action', 'targetId', 'from', 'to'] as const;

/** The search box is the actor filter (part of the admin's e-mail); the rest are the screen's filters. */
export type AuditLogParams = ListParams<AuditLogSort, (typeof auditLogFilters)[number]>;

/** Only this screen reads the audit log, so its query key lives here. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (params: object) => [...auditLogKeys.all, params] as const,
  integrity: () => [...auditLogKeys.all, 'integrity'] as const,
};

/** GET /admin/audit-log: one page, newest first, filtered on the server. */
export function useAuditLog(params: AuditLogParams) {
  const query = {
    page: params.page,
    pageSize: params.pageSize,
    actor: params.q || undefined,
    action: knownFilter(auditActions, params.action),
    targetId: params.targetId || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
  };
  return tsr.auditLog.listAuditLog.useQuery({
    queryKey: auditLogKeys.list(params),
    queryData: { query, auth: 'required' },
    select: (answer) => listPageOf(answer.body.entries, answer.body.total),
    ...listQueryOptions,
  });
}
