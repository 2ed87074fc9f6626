import { auditLogMessages } from '@contract/audit-log';

export const auditLogTexts = {
  title: 'Audit log',
  loading: 'Loading the audit log...',
  noMatch: auditLogMessages.empty,
  loadFailed: 'Error fetching the audit log',
  invalid: 'Invalid audit log data received from the server.',
  integrityChecking: "Checking the log's chain of entries...",
  integrityFailed: "Error checking the log's chain of entries",
  integrityBroken: 'The audit log was tampered with.',
  integrityAfterBreak: 'Entries from there on cannot be trusted.',
} as const;
