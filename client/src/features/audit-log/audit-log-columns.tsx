import { Link } from 'react-router';
import type { AuditEntry } from '@contract/audit-log';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import type { AuditLogSort } from './api/use-audit-log';
import { targetOf } from './entry-target';
import { actionSentence, recordLines } from './entry-words';

type AuditColumn = Column<AuditEntry, AuditLogSort>;

const linkClass = 'font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700';

/** The record's page, and its id cut short: a button that narrows the log to that record. */
function TargetCell({ entry, onShowRecord }: { entry: AuditEntry; onShowRecord: (id: string) => void }) {
  const target = targetOf(entry);
  const id = entry.targetId;
  return (
    <>
      {target.to ? (
        <Link to={target.to} className={linkClass}>
          {target.label}
        </Link>
      ) : (
        <span>{target.label}</span>
      )}
      {id ? (
        <button
          type="button"
          onClick={() => onShowRecord(id)}
          title={`Show only the entries for ${id}`}
          aria-label={`Show only the entries for ${target.label.toLowerCase()} ${id}`}
          // The whole id is in the page (selecting it copies all of it), cut to its first characters on screen.
          className="ml-2 inline-block max-w-24 truncate rounded align-bottom font-mono text-xs text-slate-600 underline decoration-dotted underline-offset-2 hover:text-slate-900"
        >
          {id}
        </button>
      ) : null}
    </>
  );
}

/** What the admin, the customer or the system did; an entry for many records lists each one under a disclosure. */
function ActionCell({ entry }: { entry: AuditEntry }) {
  const lines = recordLines(entry);
  if (lines.length === 0) return <>{actionSentence(entry)}</>;
  return (
    <details>
      <summary className="cursor-pointer">{actionSentence(entry)}</summary>
      <ul className="mt-1 max-h-64 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** A browser's user agent, cut to one line; the whole string in its title. */
function OriginCell({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="whitespace-nowrap">{entry.ip ?? 'Unknown address'}</span>
      {entry.userAgent ? (
        <span className="block max-w-48 truncate text-xs text-slate-600" title={entry.userAgent}>
          {entry.userAgent}
        </span>
      ) : null}
    </>
  );
}

/** When, who, what in words, to what (linked), and from where; `onShowRecord` filters the log to one record. */
export function auditLogColumns(onShowRecord: (id: string) => void): AuditColumn[] {
  return [
    {
      id: 'occurredAt',
      header: 'When',
      className: 'min-w-36 text-slate-700',
      cell: (entry) => <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>,
    },
    // 'Who', not 'Admin': customers act too (approving and disputing weeks, seats). An entry carries no
    // role, so the e-mail alone says who. Wide enough that an address breaks once, before its '@'.
    { id: 'actor', header: 'Who', className: 'min-w-52 max-w-64', cell: (entry) => <EmailText email={entry.actorEmail} /> },
    { id: 'action', header: 'What they did', className: 'min-w-64 text-slate-900', cell: (entry) => <ActionCell entry={entry} /> },
    { id: 'target', header: 'Record', className: 'whitespace-nowrap', cell: (entry) => <TargetCell entry={entry} onShowRecord={onShowRecord} /> },
    { id: 'origin', header: 'Where from', cell: (entry) => <OriginCell entry={entry} /> },
  ];
}
