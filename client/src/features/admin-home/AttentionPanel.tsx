import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';

const frames = {
  /** Something failed and needs fixing. */
  failure: { box: 'border-red-200 bg-white', icon: 'text-red-700' },
  /** Someone waits on an admin. */
  request: { box: 'border-accent-400 bg-accent-100/40', icon: 'text-amber-800' },
  /** Money is overdue. */
  overdue: { box: 'border-amber-300 bg-amber-50', icon: 'text-amber-800' },
} as const;

type AttentionPanelProps = {
  /** The id of the panel's h2, which labels it. */
  headingId: string;
  tone: keyof typeof frames;
  icon?: LucideIcon;
  heading: ReactNode;
  /** What it is about and what to do, under the heading. */
  intro?: ReactNode;
  children: ReactNode;
};

/** A panel of the admin home shown while something needs an admin: its titled, tinted box. */
export function AttentionPanel({ headingId, tone, icon: Icon, heading, intro, children }: AttentionPanelProps) {
  const frame = frames[tone];
  return (
    <section aria-labelledby={headingId} className={`mt-10 rounded-2xl border ${frame.box} p-5 shadow-sm`}>
      <h2 id={headingId} className={Icon ? 'flex items-center gap-2 text-lg font-bold text-slate-900' : 'text-lg font-bold text-slate-900'}>
        {Icon ? <Icon className={`h-5 w-5 ${frame.icon}`} aria-hidden="true" /> : null}
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A panel's row: what it is about, and on wide screens the action beside it (under it on phones). */
export function AttentionItem({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">{children}</div>
      {action}
    </li>
  );
}

type CountedPanelProps = Omit<AttentionPanelProps, 'heading'> & {
  /** The list narrowed to what is counted. */
  to: string;
  label: string;
  count: number;
};

/**
 * A panel whose heading, 'Label (N)', links to the list narrowed to what it counts, with a line on
 * what waits there (`children`); nothing while the count is 0.
 */
export function CountedAttentionPanel({ to, label, count, children, ...panel }: CountedPanelProps) {
  if (count === 0) return null;
  return (
    <AttentionPanel
      {...panel}
      heading={
        <Link to={to} className="text-brand-800 underline underline-offset-4 hover:text-brand-950">
          {label} ({count})
        </Link>
      }
    >
      <p className="mt-1 text-sm text-slate-800">{children}</p>
    </AttentionPanel>
  );
}

/** What the last press of a row's action came to: its confirmation (`done`), or the server's reason it failed (`failure` when it gave none). */
export function ActionOutcome({ done, request, failure }: { done: string | undefined; request: { isError: boolean; error: unknown }; failure: string }) {
  return (
    <>
      {done ? (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      ) : null}
      {request.isError ? (
        <Alert tone="error" className="mt-4">
          {serverMessageOf(request.error, failure, 'message')}
        </Alert>
      ) : null}
    </>
  );
}

type RetryItemProps = {
  title: string;
  /** Its id or address. */
  detail: string;
  tries: number;
  lastTriedAt: string | null;
  error: string | null;
  /** The button's words ('Try again'). */
  action: string;
  pending: boolean;
  onRetry: () => void;
  /** Another button beside it ('Dismiss'). */
  otherAction?: ReactNode;
};

/** A row of something that failed every try: what it is, its tries and last error, and the button that has it tried again. */
export function RetryItem({ title, detail, tries, lastTriedAt, error, action, pending, onRetry, otherAction }: RetryItemProps) {
  const retry = (
    <Button variant="outline" className="shrink-0 self-start sm:self-center" disabled={pending} onClick={onRetry}>
      {action}
    </Button>
  );
  return (
    <AttentionItem action={otherAction ? <div className="flex shrink-0 gap-2 self-start sm:self-center">{retry}{otherAction}</div> : retry}>
      <p className="font-semibold break-words text-slate-900">{title}</p>
      <p className="text-sm break-all text-slate-700">{detail}</p>
      <p className="text-sm text-slate-600">
        {tries} tries{lastTriedAt ? `, last on ${formatDateTime(lastTriedAt)}` : ''}
        {error ? <span className="break-words">: {error}</span> : null}
      </p>
    </AttentionItem>
  );
}

/** In a panel's place when what it shows could not be read. */
export function AttentionLoadError({ error }: { error: unknown }) {
  return (
    <Alert tone="error" className="mt-10">
      {loadErrorText(error)}
    </Alert>
  );
}
