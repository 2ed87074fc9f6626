/** The audit log's query keys: only this screen reads it, and no write of the client changes it. */
const root = ['audit-log'] as const;

export const auditLogKeys = {
  list: (params: object) => [...root, params] as const,
  integrity: [...root, 'integrity'] as const,
};
