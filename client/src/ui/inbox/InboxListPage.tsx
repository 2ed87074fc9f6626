import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { loadErrorText } from '@/lib/api-errors';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import type { Column } from '@/ui/list-kit/DataTable';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { ListFilterSelect } from '@/ui/list-kit/FilterSelect';
import type { ListPage } from '@/ui/list-kit/use-list-query';
import type { ListControls } from '@/ui/list-kit/use-list-state';
import { InboxDialog, type InboxDialogContent } from './InboxDialog';
import type { InboxRecord } from './inbox-record';

/** What an inbox screen says (the spec's texts where it words them). */
export type InboxTexts = {
  title: string;
  loading: string;
  noMatch: string;
  loadFailed: string;
  /** For a page whose answer is off the contract. */
  invalid: string;
  exportFailed: string;
  updateFailed: string;
  commentFailed: string;
};

const readStatusOptions = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

type InboxListPageProps<Item extends InboxRecord, S extends string, Answer> = {
  texts: InboxTexts;
  intro: string;
  /** The list's state, with the Read/Unread filter kept in the address as `status`. */
  list: ListControls<S> & { params: { status: string }; setFilter: (name: 'status', value: string) => void };
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isSuccess: boolean;
    isPlaceholderData: boolean;
    data?: ListPage<Item> | undefined;
  };
  search: { label: string; placeholder: string };
  /** Filters after Read/Unread (the inquiries' type). */
  filters?: ReactNode;
  count: { one: string; other: string };
  /** The table's columns, given what opens a record. */
  table: { label: string; minWidth: string; columns: (open: (item: Item) => void) => Column<Item, S>[] };
  /** The export of the current filter: the CSV route's call and the file's name. */
  exportCsv: { download: ComponentProps<typeof ExportCsvButton>['download']; filename: string };
  dialog: InboxDialogContent<Item, Answer>;
};

/**
 * An admin inbox (inquiries, messages): the list kit's frame with the Read/Unread filter, unread
 * rows highlighted, a CSV export, and the record's dialog opened from its sender's name.
 */
export function InboxListPage<Item extends InboxRecord, S extends string, Answer>(props: InboxListPageProps<Item, S, Answer>) {
  const { texts, list, table } = props;
  const [open, setOpen] = useState<Item | null>(null);
  const { columns: columnsFor } = table;
  const columns = useMemo(() => columnsFor(setOpen), [columnsFor]);
  const statusTexts = useMemo(
    () => ({ loading: texts.loading, empty: texts.noMatch, errorText: (error: unknown) => loadErrorText(error, texts.loadFailed, {}, texts.invalid) }),
    [texts],
  );

  return (
    <AdminListPage
      eyebrow="Leads"
      title={texts.title}
      intro={props.intro}
      actions={<ExportCsvButton download={props.exportCsv.download} filename={props.exportCsv.filename} failureText={texts.exportFailed} />}
      list={list}
      search={props.search}
      filters={
        <>
          <ListFilterSelect list={list} name="status" label="Status" options={readStatusOptions} />
          {props.filters}
        </>
      }
      query={props.query}
      texts={statusTexts}
      count={props.count}
      table={{
        label: table.label,
        columns,
        rowKey: (item) => item._id,
        rowClassName: (item) => (item.isRead ? 'hover:bg-slate-50/70' : 'bg-amber-50/60 hover:bg-amber-50'),
        minWidth: table.minWidth,
      }}
      footer={{ label: `${table.label} pages` }}
    >
      {open ? <InboxDialog {...props.dialog} record={open} failureTexts={texts} onClose={() => setOpen(null)} /> : null}
    </AdminListPage>
  );
}
