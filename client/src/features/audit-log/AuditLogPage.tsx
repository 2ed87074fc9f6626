import { useMemo } from 'react';
import { auditActions } from '@contract/audit-log';
import { loadErrorText } from '@/lib/api-errors';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { FilterDate } from '@/ui/list-kit/FilterDate';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { knownFilter, useListState } from '@/ui/list-kit/use-list-state';
import { auditLogFilters, auditLogSorts, useAuditLog } from './api/use-audit-log';
import { auditLogColumns } from './audit-log-columns';
import { auditLogTexts } from './audit-log-texts';
import { actionLabels } from './entry-words';
import { IntegrityNotice } from './IntegrityNotice';

const actionOptions = [{ value: '', label: 'All actions' }, ...auditActions.map((action) => ({ value: action, label: actionLabels[action] }))];

const statusTexts = {
  loading: auditLogTexts.loading,
  empty: auditLogTexts.noMatch,
  errorText: (error: unknown) => loadErrorText(error, auditLogTexts.loadFailed, {}, auditLogTexts.invalid),
};

/** Every admin action that changed or revealed something, in words: when, who, what, to which record (linked) and from where. */
export function AuditLogPage() {
  const list = useListState({ sorts: auditLogSorts, defaultSort: 'occurredAt_desc', defaultPageSize: 20, filters: auditLogFilters });
  const action = knownFilter(auditActions, list.params.action) ?? '';
  const query = useAuditLog({ ...list.params, action });
  const { setFilter } = list;
  const columns = useMemo(() => auditLogColumns((id) => setFilter('targetId', id)), [setFilter]);

  return (
    <AdminListPage
      eyebrow="Page Admin"
      title={auditLogTexts.title}
      intro="What admins and customers changed or opened (refunds, status changes, exports, resumes), newest first. Each entry is chained to the one before it, so an entry changed, deleted or slipped in later shows in the check below."
      overview={<IntegrityNotice />}
      list={list}
      search={{ label: 'Who (e-mail)', placeholder: 'Part of the e-mail' }}
      filters={
        <>
          <FilterSelect label="Action" options={actionOptions} value={action} onChange={(event) => list.setFilter('action', event.target.value)} />
          <SearchField label="Record id" placeholder="A record's whole id" value={list.params.targetId} onSearch={(text) => list.setFilter('targetId', text)} />
          {/* The two dates wrap together, a range on one line. */}
          <div className="flex flex-wrap gap-4">
            <FilterDate label="From" value={list.params.from} onChange={(value) => list.setFilter('from', value)} />
            <FilterDate label="To" value={list.params.to} onChange={(value) => list.setFilter('to', value)} />
          </div>
        </>
      }
      query={query}
      texts={statusTexts}
      count={{ one: 'entry', other: 'entries' }}
      table={{ label: 'Audit log', columns, rowKey: (entry) => entry.id, minWidth: 'min-w-[52rem]', cardsOnPhones: true }}
      footer={{ label: 'Audit log pages' }}
    />
  );
}
