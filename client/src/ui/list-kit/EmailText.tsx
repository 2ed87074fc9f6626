import { Fragment } from 'react';

/**
 * An address that wraps on a narrow column at its sensible points: before its '@' and before each
 * dot of its domain ('maria.santos' / '@harbour' / '.example.com'), never inside a word; only a
 * part longer than the whole line breaks inside (overflow-wrap: break-word), so nothing scrolls
 * sideways. Not `anywhere`: that also shrinks the address's smallest width to one letter, and a
 * table column sized by it then breaks every address letter by letter.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-words">{email}</span>;
  const domainParts = email.slice(at + 1).split('.');
  return (
    <span className="break-words">
      {email.slice(0, at)}
      <wbr />@
      {domainParts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The address as a `mailto:` link, wrapping like EmailText. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} aria-label={email} className="text-brand-700 underline">
      <EmailText email={email} />
    </a>
  );
}
