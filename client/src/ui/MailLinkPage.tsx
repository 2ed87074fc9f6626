import type { ReactNode } from 'react';
import { PageTitle } from '@/lib/page-meta';

const spacings = { normal: 'py-12 sm:py-20', tall: 'py-16 sm:py-24' } as const;

/** A page opened from a link in an e-mail (reset a password, verify an address, an invitation), in every state, with its tab title. */
export function MailLinkPage({ tabTitle, spacing = 'normal', children }: { tabTitle: string; spacing?: keyof typeof spacings; children: ReactNode }) {
  return (
    <section className={`flex-1 bg-slate-50 px-4 ${spacings[spacing]}`}>
      <PageTitle page={tabTitle} />
      {children}
    </section>
  );
}

/** The white card such a page is read in. */
export function MailLinkCard({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>;
}

/** While the link is being checked ('Loading...'). */
export function MailLinkPending({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-center text-slate-600">
      {children}
    </p>
  );
}

/** What to do next, side by side from 640 px. */
export function MailLinkActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>;
}

/** A link that no longer works: `title`, the server's words (announced), then what to do (`children`). */
export function DeadMailLink({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <MailLinkActions>{children}</MailLinkActions>
    </>
  );
}
