import { auditLogMessages } from '@contract/audit-log';

export const auditLogTexts = {
  title: 'Audit log',
  loading: 'Loading the audit log...',
  noMatch: auditLogMessages.empty,
  loadFailed: 'Error fetching the audit log',
  invalid: 'Invalid audit log data received from the server.',
} as const;
