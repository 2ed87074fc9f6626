import { auditActions, auditLogContract } from '@contract/audit-log';
import { api } from '@/lib/api-client';
import { readListPage, useListQuery } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { auditLogTexts } from '@/features/audit-log/audit-log-texts';

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
  return useListQuery(auditLogKeys.list(params), async (signal) => {
    const query = {
      page: params.page,
      pageSize: params.pageSize,
      actor: params.q || undefined,
      action: knownFilter(auditActions, params.action),
      targetId: params.targetId || undefined,
      from: params.from || undefined,
      to: params.to || undefined,
    };
    const answer = await api.auditLog.listAuditLog({ query, auth: 'required', fetchOptions: { signal } });
    return readListPage(answer, auditLogContract.listAuditLog.responses[200], 'entries', auditLogTexts.invalid);
  });
}
