import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { timesheetSorts, type Timesheet } from '@contract/timesheets';
import { loadErrorText } from '@/lib/api-errors';
import { AdminListPage, type ListNotice } from '@/ui/list-kit/AdminListPage';
import { ListFilterSelect } from '@/ui/list-kit/FilterSelect';
import { useListState } from '@/ui/list-kit/use-list-state';
import { adminTimesheetFilters, useAdminTimesheetsPage } from '@/features/timesheets/api/use-admin-timesheets-page';
import { PayrollExport } from './PayrollExport';
import { SettleDisputeDialog } from './SettleDisputeDialog';
import { timesheetColumns } from './timesheet-columns';
import { adminTimesheetsTexts as texts, attentionFilterOptions, statusFilterOptions } from './admin-timesheets-texts';
import { WeekFilter } from './WeekFilter';

const TABLE_LABEL = 'Timesheets';

/** The list narrowed to one talent or customer, named from the row it was chosen on, with a way back to all. */
function PersonFilter({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <span className="mb-3 inline-flex items-center gap-1 self-end rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset">
      {label}
      <button type="button" onClick={onClear} className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={`${texts.clearFilter} (${label})`}>
        <X className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

/**
 * Admin: every week of hours of every placed talent, newest first; filtered by status, what needs
 * attention, week, one customer or one talent; searched, sorted and paged on the server. A
 * disputed week is settled from its row; a pay period of approved hours is exported for payroll.
 */
export function TimesheetsPage() {
  const list = useListState({ sorts: timesheetSorts, defaultSort: 'week_desc', defaultPageSize: 20, filters: adminTimesheetFilters });
  const query = useAdminTimesheetsPage(list.params);
  const [settling, setSettling] = useState<Timesheet | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  // Names of the person a filter was chosen on (the address keeps only the id).
  const [names, setNames] = useState<{ talent?: string; customer?: string }>({});
  const columns = useMemo(
    () =>
      timesheetColumns({
        onTalent: (row) => {
          setNames((known) => ({ ...known, talent: row.talent.name }));
          list.setFilter('talentId', row.talent.applicantId);
        },
        onCustomer: (row) => {
          setNames((known) => ({ ...known, customer: row.customer.company }));
          list.setFilter('customerId', row.customer.userId);
        },
        onSettle: setSettling,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.setFilter],
  );
  const firstRow = query.data?.rows[0];
  const talentName = names.talent ?? (firstRow?.talent.applicantId === list.params.talentId ? firstRow.talent.name : texts.oneTalent);
  const customerName = names.customer ?? (firstRow?.customer.userId === list.params.customerId ? firstRow.customer.company : texts.oneCustomer);

  return (
    <AdminListPage
      eyebrow="Page Admin"
      title={texts.title}
      intro={texts.intro}
      overview={<PayrollExport params={list.params} />}
      list={list}
      search={{ label: 'Search', placeholder: texts.search }}
      filters={
        <>
          <ListFilterSelect list={list} name="status" label={texts.statusFilter} options={statusFilterOptions} className="w-40" />
          <ListFilterSelect list={list} name="attention" label={texts.attentionFilter} options={attentionFilterOptions} className="w-48" />
          <WeekFilter label={texts.weekFilter} value={list.params.week} onChange={(week) => list.setFilter('week', week)} />
          {list.params.talentId ? <PersonFilter label={texts.talentFilterOf(talentName)} onClear={() => list.setFilter('talentId', '')} /> : null}
          {list.params.customerId ? <PersonFilter label={texts.customerFilterOf(customerName)} onClear={() => list.setFilter('customerId', '')} /> : null}
        </>
      }
      query={query}
      texts={{ loading: texts.loading, empty: texts.empty, errorText: (error) => loadErrorText(error) }}
      count={{ one: 'week', other: 'weeks' }}
      notice={notice}
      table={{ label: TABLE_LABEL, columns, rowKey: (row) => row._id, minWidth: 'min-w-[68rem]', cardsOnPhones: true }}
      footer={{ label: 'Timesheets pages' }}
    >
      {settling ? (
        <SettleDisputeDialog
          timesheet={settling}
          onClose={() => setSettling(null)}
          onDone={(message) => {
            setSettling(null);
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
    </AdminListPage>
  );
}
