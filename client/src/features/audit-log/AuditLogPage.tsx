import { useId } from 'react';
import { auditActions, type AuditEntry } from '@contract/audit-log';
import { loadErrorText } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import type { Column } from '@/ui/list-kit/DataTable';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { knownFilter, useListState } from '@/ui/list-kit/use-list-state';
import { auditLogFilters, auditLogSorts, useAuditLog, type AuditLogSort } from './api/use-audit-log';
import { auditLogTexts } from './audit-log-texts';

const actionOptions = [{ value: '', label: 'All actions' }, ...auditActions.map((action) => ({ value: action, label: action }))];

/** The detail as short `key: value` pairs ('from: Unread · to: Initial Interview'). */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)}`)
    .join(' · ');
}

const columns: Column<AuditEntry, AuditLogSort>[] = [
  { id: 'occurredAt', header: 'When', cell: (entry) => formatDateTime(entry.occurredAt), className: 'whitespace-nowrap' },
  { id: 'actor', header: 'Admin', cell: (entry) => entry.actorEmail, className: 'font-medium' },
  { id: 'action', header: 'Action', cell: (entry) => <code className="text-sm">{entry.action}</code>, className: 'whitespace-nowrap' },
  {
    id: 'target',
    header: 'Target',
    cell: (entry) => (
      <>
        {entry.targetType}
        {entry.targetId ? <span className="block font-mono text-xs break-all text-slate-600">{entry.targetId}</span> : null}
      </>
    ),
  },
  { id: 'detail', header: 'Detail', cell: (entry) => <span className="text-sm break-words">{detailText(entry.detail)}</span>, className: 'max-w-80' },
  {
    id: 'origin',
    header: 'From',
    cell: (entry) => (
      <>
        {entry.ip ?? 'unknown'}
        {entry.userAgent ? (
          <span className="block max-w-56 truncate text-xs text-slate-600" title={entry.userAgent}>
            {entry.userAgent}
          </span>
        ) : null}
      </>
    ),
  },
];

const statusTexts = {
  loading: auditLogTexts.loading,
  empty: auditLogTexts.noMatch,
  errorText: (error: unknown) => loadErrorText(error, auditLogTexts.loadFailed),
};

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600"
      />
    </div>
  );
}

/** Every admin action that changed or revealed something: who, what, to what, when and from where. */
export function AuditLogPage() {
  const list = useListState({ sorts: auditLogSorts, defaultSort: 'occurredAt_desc', defaultPageSize: 20, filters: auditLogFilters });
  const action = knownFilter(auditActions, list.params.action) ?? '';
  const query = useAuditLog({ ...list.params, action });

  return (
    <AdminListPage
      eyebrow="Page Admin"
      title={auditLogTexts.title}
      intro="What admins changed or opened (refunds, status changes, exports, resumes), newest first. Entries cannot be edited or deleted."
      list={list}
      search={{ label: 'Admin e-mail', placeholder: 'Part of the e-mail' }}
      filters={
        <>
          <FilterSelect label="Action" options={actionOptions} value={action} onChange={(event) => list.setFilter('action', event.target.value)} />
          <SearchField label="Target id" placeholder="Record id" value={list.params.targetId} onSearch={(text) => list.setFilter('targetId', text)} />
          <DateFilter label="From" value={list.params.from} onChange={(value) => list.setFilter('from', value)} />
          <DateFilter label="To" value={list.params.to} onChange={(value) => list.setFilter('to', value)} />
        </>
      }
      query={query}
      texts={statusTexts}
      count={{ one: 'entry', other: 'entries' }}
      table={{ label: 'Audit log', columns, rowKey: (entry) => entry.id, minWidth: 'min-w-[60rem]' }}
      footer={{ label: 'Audit log pages' }}
    />
  );
}
