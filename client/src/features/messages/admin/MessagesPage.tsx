import { useMemo, useState } from 'react';
import { DEFAULT_MESSAGE_SORT, messageSorts, type Message } from '@contract/messages';
import { loadErrorText } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/page-title';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
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
const statusTexts = {
  loading: messagesTexts.loading,
  empty: messagesTexts.noMatch,
  errorText: (error: unknown) => loadErrorText(error, messagesTexts.loadFailed),
};

/** Admin Dashboard - Messages: what visitors sent through the contact forms, newest first. */
export function MessagesPage() {
  usePageTitle(messagesTexts.title);
  const list = useListState({ sorts: messageSorts, defaultSort: DEFAULT_MESSAGE_SORT, defaultPageSize: DEFAULT_PAGE_SIZE, filters: messageFilters });
  const query = useMessagesPage(list.params);
  const [open, setOpen] = useState<Message | null>(null);
  const columns = useMemo(() => messageColumns(setOpen), []);

  return (
    <AdminListPage
      eyebrow="Leads"
      title={messagesTexts.title}
      intro="Messages from the contact form on the home page and from Message Us."
      actions={<ExportCsvButton download={() => exportMessages(list.params)} filename="messages.csv" failureText={messagesTexts.exportFailed} />}
      list={list}
      search={{ label: 'Search messages', placeholder: 'Name, e-mail, phone or website' }}
      filters={<FilterSelect label="Status" options={statusOptions} value={list.params.status} onChange={(event) => list.setFilter('status', event.target.value)} />}
      query={query}
      texts={statusTexts}
      count={{ one: 'message', other: 'messages' }}
      table={{
        label: 'Messages',
        columns,
        rowKey: (message) => message._id,
        rowClassName: (message) => (message.isRead ? 'hover:bg-slate-50/70' : 'bg-amber-50/60 hover:bg-amber-50'),
        minWidth: 'min-w-[48rem]',
      }}
      footer={{ label: 'Messages pages' }}
    >
      {open ? <MessageDialog message={open} onClose={() => setOpen(null)} /> : null}
    </AdminListPage>
  );
}
