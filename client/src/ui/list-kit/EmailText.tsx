/** An address that may wrap only before its '@' on a narrow column, never inside a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

/** The address as a `mailto:` link, wrapping like EmailText. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-brand-700 underline">
      <EmailText email={email} />
    </a>
  );
}
