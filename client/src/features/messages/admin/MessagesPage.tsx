import { company } from '@contract/catalogues/company';
import { DEFAULT_MESSAGE_SORT, messageSorts, type Message } from '@contract/messages';
import { InboxListPage } from '@/ui/inbox/InboxListPage';
import { useListState } from '@/ui/list-kit/use-list-state';
import { exportMessages } from './api/export-messages';
import { useMessageActions } from './api/message-routes';
import { messageFilters, useMessagesPage } from './api/use-messages-page';
import { messageColumns } from './message-columns';
import { MessageDetails } from './MessageDetails';
import { messagesTexts } from './messages-texts';

/** Spec §9: 10 rows per page unless the admin picks 5, 15 or 20. */
const DEFAULT_PAGE_SIZE = 10;

const dialog = {
  useActions: useMessageActions,
  title: (message: Message) => `Message from ${message.fullName}`,
  details: (message: Message) => <MessageDetails message={message} />,
  replySubject: () => `Re: your message to ${company.brand}`,
};

/** Admin Dashboard - Messages: what visitors sent through the contact forms, newest first. */
export function MessagesPage() {
  const list = useListState({ sorts: messageSorts, defaultSort: DEFAULT_MESSAGE_SORT, defaultPageSize: DEFAULT_PAGE_SIZE, filters: messageFilters });
  const query = useMessagesPage(list.params);

  return (
    <InboxListPage
      texts={messagesTexts}
      intro="Messages from the contact form on the home page and from Message Us."
      list={list}
      query={query}
      search={{ label: 'Search messages', placeholder: 'Name, e-mail, phone or website' }}
      count={{ one: 'message', other: 'messages' }}
      table={{ label: 'Messages', columns: messageColumns, minWidth: 'min-w-[48rem]' }}
      exportCsv={{ download: () => exportMessages(list.params), filename: 'messages.csv' }}
      dialog={dialog}
    />
  );
}
