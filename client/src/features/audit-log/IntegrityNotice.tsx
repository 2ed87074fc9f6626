import type { AuditChainBreak } from '@contract/audit-log';
import { loadErrorText } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { useAuditIntegrity } from './api/use-audit-integrity';
import { auditLogTexts } from './audit-log-texts';

const number = (value: number) => value.toLocaleString('en-US');

/** The first break in words: 'Entry 1,234 (March 12, 2026 at 2:03 PM) was changed after it was written.' */
export function breakSentence(firstBreak: AuditChainBreak): string {
  const when = firstBreak.occurredAt ? ` (${formatDateTime(firstBreak.occurredAt)})` : '';
  const entry = `Entry ${number(firstBreak.sequence)}${when}`;
  switch (firstBreak.kind) {
    case 'missing':
      return `${entry} is missing: it was deleted after it was written.`;
    case 'changed':
      return `${entry} was changed after it was written.`;
    case 'inserted':
      return `${entry} was inserted afterwards: it does not follow the entry before it.`;
  }
}

/**
 * Whether the log's hash chain holds: a quiet line when it does, an alert naming the first
 * missing, changed or inserted entry when it does not.
 */
export function IntegrityNotice() {
  const query = useAuditIntegrity();
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {auditLogTexts.integrityChecking}
      </p>
    );
  }
  if (query.isError) return <Alert tone="error">{loadErrorText(query.error, auditLogTexts.integrityFailed)}</Alert>;

  const { rowCount, intact, checkedAt, firstBreak } = query.data;
  if (intact) {
    return (
      <p role="status" className="text-sm text-slate-700">
        Log intact: {number(rowCount)} {rowCount === 1 ? 'entry' : 'entries'} checked{' '}
        <span className="text-slate-600">({formatDateTime(checkedAt)})</span>
      </p>
    );
  }
  return (
    <Alert tone="error">
      <strong className="font-semibold">{auditLogTexts.integrityBroken}</strong> {firstBreak ? breakSentence(firstBreak) : ''}{' '}
      {auditLogTexts.integrityAfterBreak}
    </Alert>
  );
}
