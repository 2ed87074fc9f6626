import { useMemo, useState } from 'react';
import { DEFAULT_MESSAGE_SORT, messageSorts, type Message } from '@contract/messages';
import { loadErrorText } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/page-title';
import { DataTable } from '@/ui/list-kit/DataTable';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
import { ListFooter, useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { exportMessages } from './api/export-messages';
import { messageFilters, useMessagesPage } from './api/use-messages-page';
import { messageColumns } from './message-columns';
import { MessageDialog } from './MessageDialog';
import { messagesTexts } from './messages-texts';

/** Spec §9: 10 rows per page unless the admin picks 5, 15 or 20. */
const DEFAULT_PAGE_SIZE = 10;

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** Admin Dashboard - Messages: what visitors sent through the contact forms, newest first. */
export function MessagesPage() {
  usePageTitle(messagesTexts.title);
  const list = useListState({ sorts: messageSorts, defaultSort: DEFAULT_MESSAGE_SORT, defaultPageSize: DEFAULT_PAGE_SIZE, filters: messageFilters });
  const { params } = list;
  const query = useMessagesPage(params);
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...params, total }, list.setPage);
  const [open, setOpen] = useState<Message | null>(null);
  const columns = useMemo(() => messageColumns(setOpen), []);
  const status = listStatusOf(query, query.data?.messages.length, {
    loading: messagesTexts.loading,
    empty: messagesTexts.noMatch,
    errorText: (error) => loadErrorText(error, messagesTexts.loadFailed),
  });

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Leads</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{messagesTexts.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">Messages from the contact form on the home page and from Message Us.</p>
        </div>
        <ExportCsvButton download={() => exportMessages(params)} filename="messages.csv" failureText={messagesTexts.exportFailed} />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end">
        <SearchField label="Search messages" value={params.q} onSearch={list.setQuery} placeholder="Name, e-mail, phone or website" className="sm:col-span-2 lg:col-span-1" />
        <FilterSelect label="Status" options={statusOptions} value={params.status} onChange={(event) => list.setFilter('status', event.target.value)} />
        <PageSizeSelect value={params.pageSize} onChange={list.setPageSize} />
      </div>

      <p role="status" className="mt-6 mb-3 text-sm font-semibold text-slate-800">
        {query.data ? `${total} ${total === 1 ? 'message' : 'messages'}` : ''}
      </p>
      <div className="flex flex-col gap-4">
        <DataTable
          label="Messages"
          columns={columns}
          rows={query.data?.messages ?? []}
          rowKey={(message) => message._id}
          sort={params.sort}
          onSort={list.setSort}
          status={status}
          refreshing={query.isPlaceholderData}
          rowClassName={(message) => (message.isRead ? 'hover:bg-slate-50/70' : 'bg-amber-50/60 hover:bg-amber-50')}
          minWidth="min-w-[48rem]"
        />
        {status ? null : (
          <ListFooter label="Messages pages" page={params.page} pageSize={params.pageSize} total={total} onPageChange={list.setPage} />
        )}
      </div>
      {open ? <MessageDialog message={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
